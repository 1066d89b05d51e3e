// unsigned char i = 0, j = 1 incremented together: j wraps to 0 one step before i, then j < i
// expect: FALSE
// inputs: 300
// why: after 255 iterations i == 255 and j == 0 (256 converted to unsigned char), so j < i and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 300)
    return 0;
  unsigned char i = 0, j = 1;
  for (int k = 0; k < n; k++) {
    i++;
    j++; // trap: j - i ≡ 1 (mod 256) only
    if (j < i)
      reach_error();
  }
  return 0;
}
