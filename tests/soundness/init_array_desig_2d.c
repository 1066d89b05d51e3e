// int m[2][2] = {[0][1] = 1, 2, 3}: the values after [0][1] go on to m[1][0] and m[1][1]
// expect: FALSE
// inputs: 1,0
// why: after the designator [0][1] the next subobject in order is m[1][0] (C11 6.7.9p17, brace elision), so m is {{0, 1}, {2, 3}} and m[1][0] == 2
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g[2][2] = {[0][1] = 1, 2, 3};
int main(void) {
  int m[2][2] = {[0][1] = 1, 2, 3}; // trap: m[1][0] = 2, m[1][1] = 3
  int i = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int();
  if (i < 0 || i > 1 || j < 0 || j > 1)
    return 0;
  if (m[i][j] == 2 && g[i][j] == 2 && m[0][0] == 0 && g[1][1] == 3)
    reach_error();
  return 0;
}
