// a goto into the middle of the loop body (an irreducible loop): y grows by 1 or 2 per round
// and reaches 51; no induction may prove otherwise
// expect: FALSE
// bmc: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = 0;
  if (__VERIFIER_nondet_int()) goto mid;
  while (__VERIFIER_nondet_int()) {
    y++;
  mid:
    y++;
    if (y == 51) reach_error();
  }
  return 0;
}
