// a pointer stored in a struct's field and written through: the variable it points to changes
// expect: FALSE
// inputs: none
// why: h.f holds &x, so *h.f = 7 writes x and the error is reached
void reach_error(void) {}
struct holder {
  int *f;
};
int main(void) {
  int x = 0;
  struct holder h;
  h.f = &x;
  *h.f = 7; // trap: the address went into a struct
  if (x == 7)
    reach_error();
  return 0;
}
