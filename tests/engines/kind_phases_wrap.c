// a disjunction that holds over mathematical integers but not over 8-bit words: above 250, c
// goes up by 3 (`c < 251 || c % 2 == 1` looks inductive when 253 + 3 is 256, even), and wraps
// past 255 to 0..2 — below the threshold again, where the count by one makes it odd or even at
// will; then the loop runs on and the error is reached when c is 4 after the second wrap (some
// 510 iterations: k-induction's base case would need a bound of 512, beyond its 10 s here —
// after one wrap it found the error at bound 256 in 10.5 s, and the expectation hung on load)
// expect: FALSE
// kind: UNKNOWN
// kind-timeout: 10
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned char c = 0;
  unsigned int wraps = 0;
  while (wraps < 3) {
    if (c < 251)
      c++;
    else {
      c += 3;
      if (c < 3)
        wraps++;
    }
    if (wraps == 2 && c == 4)
      reach_error();
  }
  return 0;
}
