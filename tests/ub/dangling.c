// ub: use of a dead local
// run: inputs= outcome=undefined
int *f(void) { int x = 3; return &x; }
int main(void) { int *p = f(); return *p; }
