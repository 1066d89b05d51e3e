// a pointer redirected through a pointer to it: *pp = &y changes p without an assignment to p
// expect: FALSE
// inputs: none
// why: pp points to p, so *pp = &y makes p point to y; *p = 3 then writes y, not x, and the error is reached
void reach_error(void) {}
int main(void) {
  int x = 0, y = 0;
  int *p = &x;
  int **pp = &p;
  *pp = &y; // trap: p is changed through pp
  *p = 3;
  if (y == 3 && x == 0)
    reach_error();
  return 0;
}
