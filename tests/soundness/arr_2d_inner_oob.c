// m[0][3] in int m[2][3]: past the end of the row, even though m[1][0] lies at that address
// expect: UB
// why: m[0][k] indexes the array m[0] of 3 ints; for k == 3 the access is outside it, which is undefined (C11 J.2) although the whole object m is 6 ints long
// ub-inputs: 3
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 3);
  if (m[0][k] == 4) // trap: flat memory would say "reads m[1][0] == 4"
    reach_error();
  return 0;
}
