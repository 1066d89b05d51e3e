// a function that no file defines, called on the error path but returning nothing: the path does not depend on it, so the counterexample is FALSE
// verify: main.c => FALSE
// why: x = 5 reaches the error whatever log_event does when it returns (the replay's stub does nothing); a function whose result the path reads would make it UNKNOWN (missing_definition)
extern void log_event(int);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  log_event(x);
  if (x == 5) reach_error();
  return 0;
}
