// the same search with an off-by-one (the last element is never compared): the error needs the
// maximum in a[7]
// expect: FALSE
// bmc: FALSE
// kind: FALSE
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[8];
  for (int i = 0; i < 8; i++)
    a[i] = __VERIFIER_nondet_int();
  int m = a[0];
  for (int i = 1; i < 7; i++)
    if (a[i] > m)
      m = a[i];
  for (int i = 0; i < 8; i++)
    if (a[i] > m)
      reach_error();
  return 0;
}
