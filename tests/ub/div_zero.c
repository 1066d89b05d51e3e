// ub: division by zero
// run: inputs=0 outcome=undefined
extern int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(); return 100 / x; }
