// Three loops in sequence; the third's bound is the sum of the first two counters, copied
// between them, and the error needs it to differ from the sum: unreachable.
// expect: TRUE
// kind: TRUE
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000000) return 0;
  unsigned i = 0;
  while (i < n) i++;
  unsigned a = i;
  unsigned k = 0;
  while (k < n) k++;
  unsigned b = k;
  unsigned t = 0;
  while (t < 7) t++;
  if (a != b) reach_error();
  return 0;
}
