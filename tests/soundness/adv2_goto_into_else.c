// goto from the then-branch into the else-branch of the same if: both branches' statements run, in that order
// expect: FALSE
// inputs: 1
// why: a label in the else branch is an ordinary jump target (C11 6.8.6.1); on k == 1 r = 2 in the then branch, then the jump runs r *= 10 in the else branch, and the if is left normally: r == 20 (on k == 0 only the else runs: 10)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  int r = 1;
  if (k) {
    r = 2;
    goto els; // trap: into the other branch
  } else {
  els:
    r *= 10;
  }
  if (r == 20)
    reach_error();
  return 0;
}
