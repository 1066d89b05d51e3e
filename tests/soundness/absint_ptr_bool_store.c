// 2 stored through a pointer to _Bool is converted to 1
// expect: FALSE
// inputs: none
// why: *pb = 2 converts 2 to _Bool, which is 1 (C11 6.3.1.2p1), so b == 1 and the error is reached
void reach_error(void) {}
int main(void) {
  _Bool b = 0;
  _Bool *pb = &b;
  *pb = 2; // trap: the conversion to _Bool through the pointer
  if (b == 1)
    reach_error();
  return 0;
}
