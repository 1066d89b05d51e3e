// A pointer to a local of a function that has returned is read.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
int *f(int x) { int local[2]; local[0] = x; local[1] = x; return &local[1]; }
int main(void) { int *p = f(3); return *p; }
