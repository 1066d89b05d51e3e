// covers: while loops with remainder, early exits, bounded Euclid, error on a property
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 1
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 1
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 2
// run: inputs=6,13 outcome=error
// run: inputs=6,6 outcome=error
extern unsigned __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
unsigned gcd(unsigned a, unsigned b) { while (b != 0u) { unsigned t = a % b; a = b; b = t; } return a; }
int main(void) {
  unsigned a = __VERIFIER_nondet_uint() % 1000u + 1u, b = __VERIFIER_nondet_uint() % 1000u + 1u;
  unsigned g = gcd(a, b);
  if (a % g != 0u || b % g != 0u) reach_error();
  if (g == 7u) { reach_error(); abort(); }
  return (int)g;
}
