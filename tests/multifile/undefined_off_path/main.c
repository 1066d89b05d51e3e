// a function no file defines, called only on paths that do not reach the error: the counterexample does not depend on it and is FALSE
// verify: main.c => FALSE
// why: x = 5 reaches the error without calling log_event
extern void log_event(int);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 5) reach_error();
  else log_event(x);
  return 0;
}
