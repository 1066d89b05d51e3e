// ub: out-of-bounds access
// run: inputs=4 outcome=undefined
extern int __VERIFIER_nondet_int(void);
int main(void) { int a[4]; int i = __VERIFIER_nondet_int(); a[i] = 3; return 0; }
