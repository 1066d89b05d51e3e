// the last element of a heap block of nondet length holds what the filling loop wrote
// expect: FALSE
// inputs: 10
// symex: FALSE
// bmc: FALSE
// kind: FALSE
// cegar-timeout: 3
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned int);
void reach_error(void) {}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 12);
  unsigned char *p = malloc(n);
  if (!p)
    return 0;
  for (unsigned int i = 0; i < n; i++)
    p[i] = (unsigned char)i;
  if (n > 5 && p[n - 1] == 9)
    reach_error();
  return 0;
}
