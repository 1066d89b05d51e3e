// A bounded loop: the tree is finite and error-free, so exhaustive exploration proves TRUE.
// verdict: TRUE
// cegar: TRUE
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  int s = 0;
  for (int i = 0; i < 4; i++) {
    if (n & (1 << i)) s += 1 << i;
  }
  if (s != (n & 15)) reach_error();
  return s;
}
