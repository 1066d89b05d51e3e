// a static local counts the activations of a recursive function: the fifth one reaches the error
// expect: FALSE
// inputs: none
// why: calls is shared by every activation (static storage, C11 6.2.4p3) and incremented on each entry; f(9) makes ten activations, the fifth sees calls == 5
void reach_error(void) {}
void f(int n) {
  static int calls;
  calls++; // trap: shared by the activations
  if (calls == 5)
    reach_error();
  if (n > 0)
    f(n - 1);
}
int main(void) {
  f(9);
  return 0;
}
