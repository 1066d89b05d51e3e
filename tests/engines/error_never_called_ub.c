// an out-of-bounds write (r may be negative) in a program that never calls reach_error: no
// TRUE, although no path of the CFA calls it. Undefined behaviour may do anything in gcc's
// program (a stack write can redirect a return), and a call made only by undefined behaviour
// is dropped from the CFA (tests/soundness/fnptr_wrong_type.c, adv2_cgoto_other_function.c),
// so "no call site" proves nothing once undefined behaviour is possible (SV-COMP's
// loops/bubble_sort-1 stays UNKNOWN for this reason). The portfolio stops at the first
// undefined behaviour and says that no execution free of it reaches an error
// expect: UB
// symex: UNKNOWN
// bmc: UNKNOWN
// kind: UNKNOWN
// cegar: UNKNOWN
// auto: UNKNOWN
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int cond) {
  if (!cond) reach_error();
}
int main(void) {
  int a[4] = {0, 1, 2, 3};
  int r = __VERIFIER_nondet_int() % 4;
  a[r] = 7;
  return a[0];
}
