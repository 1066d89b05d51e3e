// an infinite loop before the error: reach_error() is unreachable
// expect: TRUE
// symex-timeout: 5
// diverges: always (the loop runs forever)
// why: while (1) {} never terminates (its controlling expression is a constant, so C11 6.8.5p6 does not let it be assumed to terminate), so no execution reaches the call after it
void reach_error(void) {}
int main(void) {
  int x = 0;
  while (1) {
  } // trap: a tool that forgets the back edge falls through
  reach_error();
  return x;
}
