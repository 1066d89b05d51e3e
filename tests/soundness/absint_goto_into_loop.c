// a goto into the middle of a loop body skips its first condition test and initialisation
// expect: FALSE
// inputs: 1
// why: on c != 0 control enters the body at inside with i == 100 and the body runs once before i < 3 is tested, so seen == 100 and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int c = __VERIFIER_nondet_int();
  int i = 100, seen = 0;
  if (c)
    goto inside; // trap: into the loop
  for (i = 0; i < 3; i++) {
  inside:
    seen = i;
  }
  if (seen == 100)
    reach_error();
  return 0;
}
