// calling a function through a pointer of an incompatible function type is undefined
// expect: UB
// why: two takes two ints; calling it through a pointer to a function of one int is undefined on every input (C11 6.5.2.2p9), whatever gcc's calling convention makes of it
// ub-inputs: 5
// ub-check: none (no gcc sanitizer checks function types at indirect calls)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int two(int a, int b) { return a + b; }
int main(void) {
  int (*one)(int) = (int (*)(int))two;
  int x = __VERIFIER_nondet_int();
  if (one(x) == x) // trap: the type the pointer says is not the function's
    reach_error();
  return 0;
}
