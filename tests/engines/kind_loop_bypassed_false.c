// The second loop is reached past the first or around it (c == 0): the way around keeps
// s == 0, and only that way reaches the error (at once: both sources must be kept).
// expect: FALSE
// bmc: FALSE
// kind: UNKNOWN
// kind-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int c = __VERIFIER_nondet_int();
  unsigned i = 0, s = 0;
  if (c) {
    while (i < 100000) { i++; s += 2; }
  }
  unsigned j = 0;
  while (j < 100000) j++;
  if (s == 0) reach_error();
  return 0;
}
