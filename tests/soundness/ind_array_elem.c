// one element of a local array is never written: it is indeterminate, not 0
// expect: FALSE
// replay: no
// why: a[2] is never assigned, so for k == 2 a[k] is indeterminate and may exceed 4; a tool that zero-fills local arrays answers TRUE; the value is gcc's stack garbage, not an input
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[4];
  a[0] = 1;
  a[1] = 2;
  a[3] = 4; // trap: a[2] is left indeterminate
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 4);
  if (a[k] > 4)
    reach_error();
  return 0;
}
