// error: unsupported: taking the address of a variable-length array
// at: 6:13
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[__VERIFIER_nondet_int()];
  void *p = &a;
  return p != 0;
}
