// a two-dimensional variable-length array is stored row after row, each row c elements long
// expect: TRUE
// kind-timeout: 5
// why: m[i][j] is at offset i*c + j of the block (C11 6.5.2.1p3), so after m[i][j] = i*c + j every element p[k] of the flattened array holds k; the row length c is taken at the declaration
// probe: 1
// probe: 4
// symex: TRUE
// bmc: TRUE
// bmc-timeout: 30
// (two of BMC's queries, an array of bytes indexed by multiples of c, take the in-process Z3 about 4 s each; the portfolio's Bitwuzla answers them within its race, 5 to 9 s in all on one core: twice the 10 s default so that a loaded machine still decides)
// cegar-timeout: 3
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned int r = 2; // a variable: m's outer dimension is not a constant expression either
  unsigned int c = __VERIFIER_nondet_uint();
  __VERIFIER_assume(c >= 1 && c <= 4);
  int m[r][c];
  unsigned int rows = r, cols = c;
  c = 100; // trap: the row length was fixed by the declaration
  for (unsigned int i = 0; i < rows; i++)
    for (unsigned int j = 0; j < cols; j++)
      m[i][j] = (int)(i * cols + j);
  int *p = &m[0][0];
  for (unsigned int k = 0; k < rows * cols; k++)
    if (p[k] != (int)k)
      reach_error();
  if (sizeof m != rows * cols * sizeof(int))
    reach_error();
  return 0;
}
