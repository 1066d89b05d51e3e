// x ≡ 0 (mod 4) from a loop, then an input is stored into x through a pointer: the congruence is gone
// expect: FALSE
// cegar-timeout: 5
// inputs: 3,5
// why: the loop leaves x == 12 on input 3, then *p = 5 stores the second input in x, and 5 % 4 == 1 reaches the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  int x = 0;
  for (int i = 0; i < n; i++)
    x += 4;
  int *p = &x;
  *p = __VERIFIER_nondet_int(); // trap: any value, through the pointer
  if (x % 4 == 1)
    reach_error();
  return 0;
}
