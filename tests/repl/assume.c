/* King's ASSUME example (CACM 1976, §6): with pc a > 0 at IF (a > 5), typing
 * `assume ("a" > 10); go` re-executes the branch, which then does not fork. */
int f(int a) {
  int r = 0;
  if (a > 5)
    r = 1;
  else
    r = 2;
  return r;
}
