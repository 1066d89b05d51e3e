// the result of an external function without a definition is an input: 42 reaches the error
// default: UNKNOWN
// pure: UNKNOWN
// why: get() may return anything, and the replay's stub for get returns the counterexample's 42, but no file of the program defines get: the program is incomplete, so the error path is no FALSE (an SV-COMP task, whose undefined functions are its environment, answers FALSE: tests/multifile)
extern int get(int);
void reach_error(void) {}
int main(void) {
  int x = get(7);
  if (x == 42)
    reach_error();
  return 0;
}
