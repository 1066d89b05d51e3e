// an external function may write through its pointer argument, even when assumed pure
// default: UNKNOWN
// pure: UNKNOWN
// why: fill(&a) may store 5 in a; the stub does not, so the counterexample is not confirmed
extern void fill(int *);
void reach_error(void) {}
int main(void) {
  int a = 0;
  fill(&a);
  if (a == 5)
    reach_error();
  return 0;
}
