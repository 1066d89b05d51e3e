// error: unsupported: floating-point input '__VERIFIER_nondet_float'
// at: 4:11
int main(void) {
  int x = __VERIFIER_nondet_float();
  return x;
}
