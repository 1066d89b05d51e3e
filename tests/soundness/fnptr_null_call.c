// calling through a null function pointer is undefined
// expect: UB
// why: when the input is 0, h stays null and the call h(1) calls no function (C11 6.5.2.2p9, 6.3.2.3p3); with another input it calls inc, which returns 2
// ub-inputs: 0
// ub-check: none (no gcc sanitizer checks calls through null function pointers; the program crashes)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int inc(int v) { return v + 1; }
int main(void) {
  int (*h)(int) = 0;
  if (__VERIFIER_nondet_int())
    h = inc;
  if (h(1) != 2) // trap: null when the input is 0
    reach_error();
  return 0;
}
