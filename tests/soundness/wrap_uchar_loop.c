// an unsigned char counter compared with 256 never reaches it: the loop does not end
// expect: TRUE
// symex-timeout: 5
// diverges: always (the loop runs forever)
// why: i is at most 255, promoted to int it is always < 256, and i++ wraps 255 to 0, so the break is never taken and reach_error() after the loop is unreachable (the controlling expression is the constant 1, so C11 6.8.5p6 does not let the loop be assumed to terminate)
void reach_error(void) {}
int main(void) {
  unsigned char i = 0;
  while (1) {
    if (!(i < 256)) // trap: never true for an unsigned char
      break;
    i++; // 255 + 1 == 256 converts back to 0
  }
  reach_error();
  return 0;
}
