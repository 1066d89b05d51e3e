// an SV-COMP task is a whole program: a function without a definition is its environment, whose result is an input, and the stub-confirmed counterexample is FALSE
// verify: task.yml => FALSE
// why: get() returns 42 in the counterexample; the same file given alone, outside a task, answers UNKNOWN (tests/externs/result_is_input.c)
extern int get(int);
void reach_error(void) {}
int main(void) {
  int x = get(7);
  if (x == 42)
    reach_error();
  return 0;
}
