// two restrict parameters that alias, both written: undefined
// expect: UB
// why: on x != 0 p and q both point to v and the object is modified through both restrict pointers in the same block (C11 6.7.3.1p4); a compiler may assume *p still holds 1 after *q = 2 (TRUE), gcc -O0 reloads it (error); x == 0 is defined and safe
// ub-check: none (no gcc sanitizer checks restrict)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int f(int *restrict p, int *restrict q) {
  *p = 1;
  *q = 2; // trap: the same object as *p on x != 0
  return *p;
}
int main(void) {
  int v = 0, w = 0;
  int x = __VERIFIER_nondet_int();
  if (f(&v, x ? &v : &w) != 1)
    reach_error();
  return 0;
}
