// a recursion that steps its argument by 2 from 0: the odd value 7 is never an argument
// expect: TRUE
// why: walk is called with 0, 2, 4, ..., 100, all even, so n == 7 never holds
// probe: 0
void reach_error(void) {}
void walk(int n) {
  if (n == 7)
    reach_error(); // trap: n is even at every depth
  if (n < 100)
    walk(n + 2);
}
int main(void) {
  walk(0);
  return 0;
}
