// a recursive call writes its caller's local through a pointer: each activation has its own mine
// expect: FALSE
// cegar-timeout: 5
// inputs: none
// why: f(3, 0) passes &mine (its mine == 3) to f(2, ...), which sets it to 0; back in f(3) n == 3 and mine == 0, so the error is reached
void reach_error(void) {}
void f(int n, int *outer) {
  int mine = n;
  if (outer)
    *outer = 0; // trap: the calling activation's mine
  if (n > 0)
    f(n - 1, &mine);
  if (n == 3 && mine == 0)
    reach_error();
}
int main(void) {
  f(3, 0);
  return 0;
}
