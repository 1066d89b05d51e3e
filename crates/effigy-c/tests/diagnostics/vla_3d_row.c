// error: unsupported: a variable-length array indexed with more than one dimension left
// at: 7:12
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int m[n][n][n];
  int *p = m[0];
  return p != 0;
}
