// an off-by-one loop bound writes one element past the end of a local array
// expect: UB
// why: for n == 4 the loop runs i == 4 and writes a[4], one past the end of int a[4]: out-of-bounds store
// ub-inputs: 4
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[4];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 4);
  for (int i = 0; i <= n; i++) // trap: <= instead of <
    a[i] = i;
  if (a[0] != 0)
    reach_error();
  return 0;
}
