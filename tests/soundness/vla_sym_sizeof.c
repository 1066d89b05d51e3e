// sizeof of a variable-length array is computed when its declaration runs, from the length then
// expect: TRUE
// why: sizeof a is n * sizeof(int) with the n of the declaration (C11 6.5.3.4p2); changing n later changes neither the size nor the number of elements, and every element read was written
// probe: 1
// probe: 16
// symex: TRUE
// bmc: TRUE
// kind: TRUE
// cegar-timeout: 3
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 16);
  int a[n];
  unsigned int m = n;
  n = n + 5; // trap: the array keeps its length
  if (sizeof a != m * sizeof(int))
    reach_error();
  for (unsigned int i = 0; i < m; i++)
    a[i] = (int)i;
  if (a[m - 1] != (int)m - 1)
    reach_error();
  return 0;
}
