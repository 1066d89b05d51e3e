// a merged pointer whose alternatives lie in two different objects: subtracting it from a
// pointer into one of them is undefined on one path, which no engine may call TRUE
// expect: UB
// symex: UNKNOWN
// bmc: UNKNOWN
// kind: UNKNOWN
// cegar: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[2], b[2];
  int *p = __VERIFIER_nondet_int() ? a : b;
  int *q = a;
  for (int i = 0; i < 2; i++)
    if (__VERIFIER_nondet_int())
      q++;
  if (p - q > 5)
    reach_error();
  return 0;
}
