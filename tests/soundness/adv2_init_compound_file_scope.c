// a compound literal at file scope has static storage: a write through the pointer persists between calls; a block-scope one is fresh at each call
// expect: FALSE
// inputs: 2
// why: outside a function a compound literal has static storage duration and is initialized once (C11 6.5.2.5p5), so each call of bump sees gp[1] as the previous call left it; the one inside bump has automatic storage and is re-initialized to {10} at each evaluation: the first call returns 12 + 10, the second 22 + 10 == 32 (on n == 2)
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int *gp = (int[]){ 1, 2, 3 };
struct S { int a, b; } *gs = &(struct S){ .b = 7 };
static int bump(int k) {
  int *lp = (int[]){ 10 };
  gp[k] += 10;
  lp[0] += gs->b - 7;
  return gp[k] + lp[0];
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 3)
    return 0;
  int r = 0;
  for (int i = 0; i < n; i++)
    r = bump(1); // trap: gp's literal keeps its value, lp's does not
  if (r == 32 && gs->a == 0)
    reach_error();
  return 0;
}
