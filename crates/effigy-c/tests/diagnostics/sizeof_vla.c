// error: unsupported: sizeof of a variable-length array
// at: 6:10
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[__VERIFIER_nondet_int()];
  return sizeof a;
}
