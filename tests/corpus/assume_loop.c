// covers: __VERIFIER_assume inside a loop (each input constrained as it is read: non-decreasing), inputs converted to unsigned char (300 becomes 44, -1 becomes 255), an error reachable only through inputs that satisfy every assumption, the SV-COMP __VERIFIER_assert helper
// symex: FALSE
// cegar: FALSE
// run: inputs=1,2,3,4 outcome=return 10
// run: inputs=5,4 outcome=assume-violated
// run: inputs=250,250,250,250 outcome=error
// run: inputs= outcome=return 0
// run: inputs=300,45,46,47 outcome=return 182
// run: inputs=-1,-1,-1,-1 outcome=return 1020
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
int main(void) {
  unsigned sum = 0;
  unsigned char prev = 0;
  for (int i = 0; i < 4; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    __VERIFIER_assume(c >= prev);
    sum += c;
    prev = c;
  }
  __VERIFIER_assert(sum != 1000);
  return (int)sum;
}
