// unsigned char x -= 4 from 2 wraps below 0, but 256 is a multiple of 4: x stays 2 modulo 4
// expect: TRUE
// why: each x -= 4 computes x - 4 in int and stores it modulo 256; 256 ≡ 0 (mod 4), so x ≡ 2 (mod 4) after any number of iterations
// probe: 1000
// probe: 1
// symex-timeout: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned char x = 2;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000)
    return 0;
  for (int i = 0; i < n; i++)
    x -= 4; // trap: wraps, but modulo a multiple of 4
  if (x % 4 != 2)
    reach_error();
  return 0;
}
