// x stays even, but no k makes that k-inductive from an arbitrary x (an odd x stays odd
// forever without reaching the error); an unbounded loop: UNKNOWN, never TRUE by mistake
// expect: TRUE
// bmc: UNKNOWN
// kind: UNKNOWN
// kind-timeout: 5
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 0;
  while (__VERIFIER_nondet_uint()) {
    x += 2;
  }
  if (x % 2)
    reach_error();
  return 0;
}
