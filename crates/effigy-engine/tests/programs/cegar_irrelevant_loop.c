// An unbounded loop that does not matter to the error: tree exploration cannot finish (its
// bound on loop unrolling makes it UNKNOWN), while CEGAR tracks only what refutes the error path (y and
// x, not the loop's counters) and proves the program safe.
// verdict: UNKNOWN
// unwind: 5
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  unsigned n = __VERIFIER_nondet_uint();
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++) {
    s += i;
    if (__VERIFIER_nondet_int()) s = s * 3;
  }
  while (__VERIFIER_nondet_int()) {
    s--;
  }
  if (y != x) reach_error();
  return (int)s;
}
