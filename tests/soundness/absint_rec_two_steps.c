// a recursion stepping by 2 and by 5: 7 is reached as 0 + 2 + 5
// expect: FALSE
// inputs: none
// why: walk(0) calls walk(2), which calls walk(2 + 5) == walk(7) after its walk(4) subtree; that reaches the error
void reach_error(void) {}
void walk(int n) {
  if (n == 7)
    reach_error(); // trap: the steps' gcd is 1
  if (n < 12) {
    walk(n + 2);
    walk(n + 5);
  }
}
int main(void) {
  walk(0);
  return 0;
}
