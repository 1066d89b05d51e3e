// a recursion whose result is its depth: depth(3) is 3, the summary's result must converge
// expect: TRUE
// why: depth(n) == n for n >= 0, so depth(3) == 3 and nothing overflows
void reach_error(void) {}
int depth(int n) {
  if (n <= 0)
    return 0;
  int r = depth(n - 1);
  return r + 1; // trap: the returned value grows with each round of the summary
}
int main(void) {
  if (depth(3) != 3)
    reach_error();
  return 0;
}
