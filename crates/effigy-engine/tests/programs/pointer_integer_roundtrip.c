// Addresses observed as integers: differences and alignment within one object do not depend
// on the layout, and an address plus an offset converts back to a pointer into the object.
// verdict: TRUE
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int a[4];
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) return 0;
  unsigned long p = (unsigned long)&a[k];
  int *q = (int *)(p + 0);
  *q = 7;
  if (a[k] != 7) reach_error();
  if ((unsigned long)&a[3] - (unsigned long)a != 12) reach_error();
  if ((p & 3) != 0) reach_error();
  if ((unsigned long)&a[0] == (unsigned long)&k) reach_error();
  return 0;
}
