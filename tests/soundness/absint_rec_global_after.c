// recursion that changes a global after its recursive call: the effects compose bottom-up
// expect: FALSE
// cegar-timeout: 5
// inputs: none
// why: f(n) runs f(n - 1) first and then g = 2 * g + 1, so f(5) leaves g == 31 and the error is reached
void reach_error(void) {}
int g;
void f(int n) {
  if (n > 0) {
    f(n - 1);
    g = 2 * g + 1; // trap: after the recursive call
  }
}
int main(void) {
  f(5);
  if (g == 31)
    reach_error();
  return 0;
}
