// ub: shift out of range
// run: inputs=40 outcome=undefined
extern int __VERIFIER_nondet_int(void);
int main(void) { int k = __VERIFIER_nondet_int(); return 1 << k; }
