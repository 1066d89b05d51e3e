// a recursive function increments main's local through a pointer at every level
// expect: FALSE
// inputs: none
// why: inc(&x, 5) runs *p += 1 five times before n reaches 0, so x == 5 and the error is reached
void reach_error(void) {}
void inc(int *p, int n) {
  if (n == 0)
    return;
  *p += 1; // trap: each activation writes the same variable
  inc(p, n - 1);
}
int main(void) {
  int x = 0;
  inc(&x, 5);
  if (x == 5)
    reach_error();
  return 0;
}
