// x ≡ 0 (mod 4) from a loop, then a weak update through a pointer to x or y writes 2
// expect: FALSE
// cegar-timeout: 5
// inputs: 3,1
// why: on inputs 3, 1 the loop leaves x == 12 and p points to x, so *p = 2 makes x == 2 and 2 % 4 == 2 reaches the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  int x = 0, y = 0;
  for (int i = 0; i < n; i++)
    x += 4;
  int *p = __VERIFIER_nondet_int() ? &x : &y;
  *p = 2; // trap: x ≡ 0 (mod 4) or x == 2: x ≡ 0 (mod 2) only
  if (x % 4 == 2)
    reach_error();
  return 0;
}
