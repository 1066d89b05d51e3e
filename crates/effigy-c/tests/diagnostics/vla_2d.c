// error: unsupported: arrays of arrays of unknown or variable length
// at: 6:8
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int m[n][n];
  return 0;
}
