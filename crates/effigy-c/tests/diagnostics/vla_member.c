// error: unsupported: variable-length struct members
// at: 6:25
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  struct { int len; int data[n]; } s;
  s.len = n;
  return s.len;
}
