// an array of pointers indexed by an input: the write goes to the variable its element points to
// expect: FALSE
// inputs: 1
// why: a[1] holds &y, so on input 1 *a[i] = 4 writes y and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0, y = 0;
  int *a[2];
  a[0] = &x;
  a[1] = &y;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 1)
    return 0;
  *a[i] = 4; // trap: the addresses went into an array
  if (y == 4)
    reach_error();
  return 0;
}
