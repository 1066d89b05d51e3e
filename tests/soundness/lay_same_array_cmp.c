// pointers into one array (including one past its end) may be compared and subtracted
// expect: TRUE
// why: p and q point into a or one past its end, where <, == and - are defined and follow the indices: (p < q) == (i < j) and q - p == j - i for all 0 <= i, j <= 5
// probe: 5,0
// probe: 0,5
// probe: 3,3
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[5];
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 5 && j >= 0 && j <= 5);
  int *p = a + i, *q = a + j; // a + 5 is one past the end: may be formed, compared, not dereferenced
  if ((p < q) != (i < j)) // defined: same array object
    reach_error();
  if (q - p != j - i || (p == q) != (i == j))
    reach_error();
  return 0;
}
