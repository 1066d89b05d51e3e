// a merged pointer that may be null: the dereference is undefined on one path
// expect: UB
// bmc: UNKNOWN
// kind: UNKNOWN
// auto: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = 1;
  int *p = 0;
  if (__VERIFIER_nondet_int())
    p = &a;
  return *p - 1;
}
