// a recursive descent that reaches the error only at depth 20
// expect: FALSE
// inputs: none
// why: down(0) calls down(1), ..., down(20) (the recursion goes on while d < 25), and down(20) calls reach_error
void reach_error(void) {}
void down(int d) {
  if (d == 20)
    reach_error(); // trap: only at depth 20
  if (d < 25)
    down(d + 1);
}
int main(void) {
  down(0);
  return 0;
}
