// The error needs three million iterations of a loop that reads an input each time: bounded
// model checking's acceleration jumps over them (i in closed form, s between its extremes,
// the input temporary arbitrary) and gcc confirms the inputs (the skipped reads get 0).
// The jump only adds paths: the bounded loop below it is still unwound fully.
// expect: FALSE
// bmc: FALSE
// symex: UNKNOWN
// kind: UNKNOWN
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned i = 0;
  int s = 0;
  while (i < n) {
    if (__VERIFIER_nondet_int())
      s = s + 1;
    else
      s = s - 1;
    i = i + 1;
  }
  int t = 0;
  for (int k = 0; k < 4; k++)
    t = t + 2;
  if (i == 3000000 && s >= -3000000 && t == 8)
    reach_error();
  return 0;
}
