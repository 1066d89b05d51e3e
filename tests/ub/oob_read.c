// ub: out-of-bounds access
// run: inputs=4 outcome=undefined
extern int __VERIFIER_nondet_int(void);
int main(void) { int a[4] = {1, 2, 3, 4}; return a[__VERIFIER_nondet_int()]; }
