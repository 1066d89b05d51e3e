// ub: null dereference
// run: inputs=1 outcome=undefined
extern int __VERIFIER_nondet_int(void);
int main(void) { int a = 5; int *p = __VERIFIER_nondet_int() ? 0 : &a; return *p; }
