// two pointers to the same variable: a write through one is seen through the other
// expect: FALSE
// inputs: none
// why: p and q both point to x, so *q = 2 overwrites the 1 written through p, and *p and x read 2; the error is reached
void reach_error(void) {}
int main(void) {
  int x = 0;
  int *p = &x, *q = &x;
  *p = 1;
  *q = 2; // trap: q is an alias of p
  if (*p == 2 && x == 2)
    reach_error();
  return 0;
}
