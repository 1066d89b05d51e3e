// covers: the SV-COMP __VERIFIER_assert helper with an ERROR label, reach_error calling __assert_fail
// symex: FALSE
// cegar: FALSE
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 42
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return -1
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 47
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=error
// run: inputs=37 outcome=error
// run: inputs=-63 outcome=return -63
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "verifier_assert.c", 5, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x % 100;
  __VERIFIER_assert(y != 37);
  return y;
}
