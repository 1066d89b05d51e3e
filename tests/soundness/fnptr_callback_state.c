// a state machine whose states are functions returning the next state's index, stepped through pointers
// expect: FALSE
// inputs: 1,0,1
// symex: FALSE
// bmc: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int idle(int in) { return in ? 1 : 0; }
static int armed(int in) { return in ? 0 : 2; }
static int fired(int in) { return 2; }
int main(void) {
  int (*states[3])(int) = { idle, armed, fired };
  int s = 0;
  for (int i = 0; i < 3; i++)
    s = states[s](__VERIFIER_nondet_int() != 0); // trap: the callee changes with s
  if (s == 2)
    reach_error();
  return 0;
}
