// unsigned x += 3 from just below 2^32: the wrap breaks x ≡ 1 (mod 3)
// expect: FALSE
// cegar-timeout: 5
// inputs: 2
// why: 4294967290 ≡ 1 (mod 3), but two additions of 3 give 2^32, stored as 0 (C11 6.2.5p9), and 0 % 3 == 0, so the error is reached on input 2
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  unsigned x = 4294967290u;
  for (int i = 0; i < n; i++)
    x += 3; // trap: wraps modulo 2^32, not a multiple of 3
  if (x % 3 == 0)
    reach_error();
  return 0;
}
