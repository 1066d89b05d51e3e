// subtraction of pointers into two different arrays
// expect: UB
// why: &b[0] - &a[0] subtracts pointers that do not point into the same array object: undefined (C11 6.5.6p9), whatever the distance between the two arrays happens to be
// ub-inputs: none
void reach_error(void) {}
int main(void) {
  int a[2] = {1, 2};
  int b[2] = {3, 4};
  int d = &b[0] - &a[0]; // trap: different objects
  if (d == 2 || d == -2)
    reach_error();
  return a[0] + b[0];
}
