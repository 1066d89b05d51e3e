// ub: signed division overflow
// run: inputs=-2147483648,-1 outcome=undefined
extern int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int(); return x / y; }
