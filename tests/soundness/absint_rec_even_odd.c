// mutual recursion even/odd: is_even(n) holds for n == 12
// expect: FALSE
// inputs: 12
// why: is_even and is_odd call each other down to 0; is_even(12) == 1 and 12 > 10, so the error is reached on input 12
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int is_odd(int n);
int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); } // trap: mutual recursion
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20)
    return 0;
  if (is_even(n) && n > 10)
    reach_error();
  return 0;
}
