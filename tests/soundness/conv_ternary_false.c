// the conditional c ? -1 : 0u is unsigned: its -1 is greater than 5
// expect: FALSE
// inputs: 1
// why: the result has type unsigned int, so for c != 0 it is 4294967295u > 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int c = __VERIFIER_nondet_int();
  if ((c ? -1 : 0u) > 5) // trap: typed as int, neither -1 nor 0 exceeds 5
    reach_error();
  return 0;
}
