// at 2^24, g++ on a float does nothing: 16777217 is a tie and rounds to the even 16777216
// expect: FALSE
// cegar-timeout: 3
// inputs: 1266679808,1
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float f = __VERIFIER_nondet_float();
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(f >= 16777214.0f && f <= 16777216.0f);
  __VERIFIER_assume(n >= 0 && n <= 5);
  float g = f;
  for (int k = 0; k < n; k++)
    g++; // trap: g + 1.0f rounds back to g once g reaches 2^24
  if (g - f != (float)n)
    reach_error();
  return 0;
}
