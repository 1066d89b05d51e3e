// the address of a callee's local outlives the call: inlined for k-induction, the local must
// still die at the return, so the loop reads a dead object (undefined), never proved safe
// expect: UB
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int *keep(int v) {
  int local = v;
  return &local;
}
int main(void) {
  int *p = keep(__VERIFIER_nondet_int());
  while (__VERIFIER_nondet_int()) {
    if (*p == 3)
      reach_error();
  }
  return 0;
}
