// Loops the acceleration applies to, all bounded: the jumps add paths that the guards keep
// within the loops' ranges, so bounded model checking still unwinds the program fully and
// proves it.
// expect: TRUE
// bmc: TRUE
// kind: TRUE
// symex: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0, y = 20;
  for (int i = 0; i < 10; i++) {
    x = x + 3;
    y = y - 2;
  }
  int j = __VERIFIER_nondet_int();
  if (j < 0 || j > 5)
    return 0;
  while (j < 8)
    j = j + 1;
  if (x != 30 || y != 0 || j != 8)
    reach_error();
  return 0;
}
