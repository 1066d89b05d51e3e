// ub: shift out of range
// run: inputs=-1 outcome=undefined
// A negative shift count (only for negative inputs; 0..31 are fine).
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k > 31) return 0;
  unsigned v = 1u << k;
  return (int)(v >> 16);
}
