// element [1][2] of a two-dimensional variable-length array with three or more columns
// expect: FALSE
// inputs: 3,1,2
// symex: FALSE
// bmc: FALSE
// cegar-timeout: 3
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned int r = 2;
  unsigned int c = __VERIFIER_nondet_uint();
  __VERIFIER_assume(c >= 1 && c <= 4);
  int m[r][c];
  for (unsigned int i = 0; i < r; i++)
    for (unsigned int j = 0; j < c; j++)
      m[i][j] = (int)(10 * i + j);
  unsigned int i = __VERIFIER_nondet_uint();
  unsigned int j = __VERIFIER_nondet_uint();
  if (i < r && j < c && m[i][j] == 12) // trap: the stride of a row is c, not a constant
    reach_error();
  return 0;
}
