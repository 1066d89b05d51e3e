// every element of a calloc'd block of nondet length reads as zero until written
// expect: TRUE
// why: calloc zeroes all n * 4 bytes (C11 7.22.3.2); the loop reads only elements below n, writes element 0 only after the loop
// probe: 1
// probe: 50
// symex: TRUE
// bmc: TRUE
// kind: TRUE
// cegar-timeout: 3
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void *calloc(unsigned int, unsigned int);
void reach_error(void) {}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 50);
  int *p = calloc(n, sizeof(int));
  if (!p)
    return 0;
  for (unsigned int i = 0; i < n; i++)
    if (p[i] != 0)
      reach_error();
  p[0] = 1;
  if (p[n - 1] != (n == 1))
    reach_error();
  return 0;
}
