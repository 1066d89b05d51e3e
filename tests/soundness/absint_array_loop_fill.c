// a loop fills an array element by element: each element gets its own value
// expect: FALSE
// inputs: none
// why: after the loop a[k] == k for k in 0..3, so a[3] == 3 and the error is reached
void reach_error(void) {}
int main(void) {
  int a[4];
  for (int k = 0; k < 4; k++)
    a[k] = k; // trap: elements written one per iteration
  if (a[3] == 3)
    reach_error();
  return 0;
}
