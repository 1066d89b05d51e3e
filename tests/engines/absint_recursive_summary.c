// a recursive function whose result is bounded: its summary (every entry joined, the exits
// joined and widened to the program's constants) gives the result at most 100, with no overflow
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int depth(int n) {
  if (n <= 0)
    return 0;
  int r = depth(n - 1);
  return r < 100 ? r + 1 : r;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int d = depth(n);
  if (d < 0 || d > 100)
    reach_error();
  return 0;
}
