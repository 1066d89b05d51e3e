// the result of an external function without a definition is an input: 42 reaches the error
// default: FALSE
// pure: FALSE
// why: get() may return anything; the replay's stub for get returns the counterexample's input
extern int get(int);
void reach_error(void) {}
int main(void) {
  int x = get(7);
  if (x == 42)
    reach_error();
  return 0;
}
