// a pointer that is null on one branch is dereferenced unconditionally
// expect: UB
// why: for k == 0, p is a null pointer and *p dereferences it: undefined; the error itself is unreachable
// ub-inputs: 0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 1;
  int k = __VERIFIER_nondet_int();
  int *p = k ? &x : 0;
  if (*p != 1) // trap: k == 0
    reach_error();
  return 0;
}
