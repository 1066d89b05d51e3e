// the phases with an odd threshold: x reaches 0xfff1, odd, and stays odd by twos, so the loop
// ends at 0x0fffffff, odd, and the error is reached after 2^28 iterations; no disjunction of
// a side of the comparison and a parity is inductive (`x < 0xfff1 || x % 2 == 0` fails at
// 0xfff1), so k-induction must not prove it
// expect: FALSE
// kind: UNKNOWN
// kind-timeout: 10
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 0;
  while (x < 0x0fffffff) {
    if (x < 0xfff1)
      x++;
    else
      x += 2;
  }
  if (x % 2 != 0)
    reach_error();
  return 0;
}
