// Symbolic indices and pointers: the error needs a[k] written through p to equal 7.
// verdict: FALSE
// cegar: FALSE
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
int main(void) {
  int a[4] = {1, 2, 3, 4};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= 4) return 0;
  int *p = &a[0];
  p[k] = __VERIFIER_nondet_int();
  if (a[2] == 7 && k == 2) reach_error();
  return a[k];
}
