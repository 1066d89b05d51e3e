// a function with two pointer parameters called with the same address twice: they alias
// expect: FALSE
// inputs: none
// why: the second call passes &x as both a and b, so *b = 2 overwrites *a and *a == 2 reaches the error
void reach_error(void) {}
void f(int *a, int *b) {
  *a = 1;
  *b = 2;
  if (*a == 2) // trap: a and b alias at the second call only
    reach_error();
}
int main(void) {
  int x = 0, y = 0;
  f(&x, &y);
  f(&x, &x);
  return 0;
}
