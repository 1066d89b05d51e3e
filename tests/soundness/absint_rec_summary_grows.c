// a recursive function whose result grows with the depth: its summary must grow past the first rounds
// expect: FALSE
// inputs: 10
// why: twice(n) == 2 * n for n >= 0, so twice(10) == 20 and the error is reached on input 10
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int twice(int n) {
  if (n <= 0)
    return 0;
  return twice(n - 1) + 2; // trap: the result depends on the depth
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 50)
    return 0;
  if (twice(n) == 20)
    reach_error();
  return 0;
}
