// expect: UNKNOWN
// The invariant allows any s >= 0: from such a state s + 1 may overflow (undefined behaviour),
// so the path from the loop head is not proved, though in the program s stays below 100.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int s = 0;
  /*@ loop invariant s >= 0; */
  for (int i = 0; i < 100; i++)
    s = s + 1;
  __VERIFIER_assert(s >= 0);
  return 0;
}
