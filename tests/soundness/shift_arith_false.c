// -5 >> 1 is -3 (arithmetic shift rounds toward minus infinity), unlike -5 / 2 == -2
// expect: FALSE
// inputs: -5
// why: gcc's >> on negative int is arithmetic: -5 >> 1 == -3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 && (x >> 1) == -3) // trap: not x / 2, not a logical shift
    reach_error();
  return 0;
}
