// A goto into a loop's block skips `int y = 1` on the first entry only: y is indeterminate
// while i == 0 and 1 afterwards. The second check is unreachable (y is 1 whenever i == 2).
// verdict: UNKNOWN
// cegar: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int i = 0;
  goto inner;
  while (i < 3) {
    int y = 1;
  inner:
    if (i == 2 && y != 1) reach_error();
    if (i == 0 && y == 9) reach_error();
    y = 0;
    i++;
  }
  return 0;
}
