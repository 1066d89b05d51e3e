// the outermost size expression of a VLA parameter is evaluated on entry, effects included
// expect: FALSE
// inputs: none
// why: gcc evaluates every size expression of a variably modified parameter when f is entered (C11 6.9.1p10), the outermost one too although the parameter is a pointer, so tick() runs once and cnt == 1
void reach_error(void) {}
int cnt = 0;
int tick(void) {
  cnt++;
  return 3;
}
int f(int m, int a[tick()][m]) { return a[0][0]; }
int main(void) {
  int x[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  f(2, x);
  if (cnt == 1) // trap: the effect of the dropped dimension
    reach_error();
  return 0;
}
