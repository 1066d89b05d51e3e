// the bounds-check idiom `x < n` with n unsigned also rejects negative x
// expect: TRUE
// why: x < n converts x to unsigned int, so a negative x becomes >= 2^31 and fails the test; inside the branch 0 <= x < 10 and a[x] is in bounds
// probe: -1
// probe: 9
// probe: 10
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[10];
  int x = __VERIFIER_nondet_int();
  unsigned n = 10;
  if (x < n) { // trap: a signed reading of this test lets x == -1 through
    a[x] = 1;
    if (a[x] != 1)
      reach_error();
  }
  return 0;
}
