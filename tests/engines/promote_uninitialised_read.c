// A promoted stack block read before anything is written to it: its value is indeterminate,
// as the block's contents are (not the zero a fresh variable would hold), so the error is
// reachable; the path depends on uninitialised storage, which gcc's program cannot be given:
// UNKNOWN, never TRUE
// expect: FALSE
// symex: UNKNOWN
// bmc: UNKNOWN
// kind: UNKNOWN
// cegar: UNKNOWN
void reach_error(void) {}
int main(void) {
  int *x = __builtin_alloca(sizeof(int));
  if (*x == 12345)
    reach_error();
  *x = 1;
  return *x;
}
