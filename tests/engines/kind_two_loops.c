// two loops in sequence, the second reading what the first computed: the step case starts
// at each head; the state at the second head keeps x's relation through n
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    x = 1 - x;
    if (x < 0 || x > 1)
      reach_error();
  }
  int y = 7;
  while (__VERIFIER_nondet_int()) {
    y = y + 0;
    if (y != 7)
      reach_error();
  }
  return 0;
}
