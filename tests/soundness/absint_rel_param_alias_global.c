// h = g, then a callee increments g and *p, with p == &g: g gains 2
// expect: FALSE
// inputs: 0
// why: bump(&g) increments g directly and again through p, so g == h + 2 and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int g, h;
void bump(int *p) {
  g++;
  (*p)++; // trap: p points to the global g itself
}
int main(void) {
  g = __VERIFIER_nondet_int();
  if (g < 0 || g > 1000)
    return 0;
  h = g;
  bump(&g);
  if (g == h + 2)
    reach_error();
  return 0;
}
