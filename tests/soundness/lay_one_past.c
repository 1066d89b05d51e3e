// a one-past-the-end pointer may compare equal to the address of another object
// expect: FALSE
// replay: no
// why: C11 6.5.9p6 allows &a + 1 == &b to be true when b happens to follow a in memory (gcc -m32 typically places them so), so the error is reachable under some layout; the layout is not an input; never TRUE
void reach_error(void) {}
int a, b;
int main(void) {
  if (&a + 1 == &b) // trap: defined comparison, layout-dependent result
    reach_error();
  return 0;
}
