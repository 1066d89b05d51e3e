// memcpy between overlapping objects is undefined, even where it happens to act like memmove
// expect: UB
// cegar-timeout: 5
// why: on n == 1, memcpy(a + 1, a, 8) copies between overlapping ranges (C11 7.24.2.1p2); modelled as memmove the result {1, 1, 2} never reaches the error, a forward copy by bytes gives a[2] == 1 and reaches it; n == 2 does not overlap and is safe
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void *memcpy(void *, const void *, unsigned int);
int main(void) {
  int a[4] = { 1, 2, 3, 4 };
  int n = __VERIFIER_nondet_int();
  if (n != 1 && n != 2)
    return 0;
  memcpy(a + n, a, 8); // trap: overlapping on n == 1
  if (a[n] != 1 || a[n + 1] != 2)
    reach_error();
  return 0;
}
