// x ≡ 0 (mod 4) from a loop, then a callee adds 3 through a pointer: x % 4 is 3 afterwards
// expect: FALSE
// cegar-timeout: 5
// inputs: 2
// why: on input 2 the loop leaves x == 8 and add3(&x) makes it 11, and 11 % 4 == 3 reaches the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void add3(int *p) { *p += 3; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  int x = 0;
  for (int i = 0; i < n; i++)
    x += 4;
  add3(&x); // trap: the callee's write changes x's congruence
  if (x % 4 == 3)
    reach_error();
  return 0;
}
