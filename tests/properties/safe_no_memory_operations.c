// No operation of this program can fail a check of memory safety: its arithmetic may overflow
// (undefined behaviour the property does not speak of) and its loop may not end, but it has no
// dereference, no array index but constants within the array, no allocation and no free —
// valid-memsafety holds on every execution, without a search (SV-COMP's termination tasks in
// MemSafety are of this kind).
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int a[2] = {0, 0};
  while (x > 0) {
    x = x - y;
    a[1] = x * 2;
  }
  return a[0] + a[1];
}
