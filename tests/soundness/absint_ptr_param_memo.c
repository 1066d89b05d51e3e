// one function writes through its pointer parameter at two calls with the same value but other pointers
// expect: FALSE
// inputs: none
// why: put(&x, 3) sets x and put(&y, 3) sets y, so both are 3 and the error is reached; a memo keyed without the pointer would give the second call the first one's effect
void reach_error(void) {}
void put(int *p, int v) { *p = v; }
int main(void) {
  int x = 0, y = 0;
  put(&x, 3);
  put(&y, 3); // trap: same value, other target
  if (x == 3 && y == 3)
    reach_error();
  return 0;
}
