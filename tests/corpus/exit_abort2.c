// covers: exit() called deep inside recursion (with a computed code, and exit(0)), abort() inside a loop, assume_abort_if_not, a global updated before exit, code after the recursion that only runs when exit is not called
// run: inputs=0 outcome=exit 0
// run: inputs=3 outcome=exit 34
// run: inputs=99 outcome=abort
// run: inputs=-5 outcome=return 712
// run: inputs=102 outcome=abort
// run: inputs=6 outcome=exit 67
extern int __VERIFIER_nondet_int(void);
extern void exit(int);
extern void abort(void);
int g;
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int descend(int depth, int stop) {
  g++;
  if (depth == stop) {
    if (stop == 0) exit(0);
    exit(depth * 10 + g);
  }
  if (depth >= 6) return depth;
  return descend(depth + 1, stop) + 1;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  assume_abort_if_not(x != 99);
  int r = descend(0, x);
  for (int i = 0; i < 5; i++) if (i + 100 == x) abort();
  return r + g * 100;
}
