// error: unsupported: sizeof of a row of a variable-length array
// at: 7:10
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int m[n][n];
  return sizeof m[0];
}
