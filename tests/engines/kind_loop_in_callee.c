// a loop in a function main calls once: k-induction takes it for one of main's (the call is
// inlined for it) and proves it; no bound unwinds it
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
unsigned count(unsigned n) {
  unsigned i = 0, s = 0;
  while (i < n) {
    i++;
    s += 2;
    if (s != 2 * i)
      reach_error();
  }
  return s;
}
int main(void) {
  unsigned r = count(__VERIFIER_nondet_uint());
  return (int)(r & 1u);
}
