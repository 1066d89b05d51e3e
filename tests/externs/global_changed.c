// an external function may change a global: the error is reachable only through that
// default: UNKNOWN
// pure: TRUE
// why: touch() may set g (every global may change), so TRUE would assume too much; no input reaches the error with the replay's stub (it changes nothing), so FALSE is not confirmed; assumed pure, touch() cannot write g
extern void touch(void);
void reach_error(void) {}
int g = 0;
int main(void) {
  touch();
  if (g != 0)
    reach_error();
  return 0;
}
