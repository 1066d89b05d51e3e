// x += 0.7 on an int truncates back each time: adding 0.7 twice to 1 leaves 1
// expect: FALSE
// inputs: 1
// why: x += 0.7 is x = (int)(x + 0.7) (C11 6.5.16.2p3), so 1 + 0.7 truncates to 1, twice; with y = -1, y -= 0.7 gives (int)-1.7 == -1; both hold on input 1
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 1 && x <= 2);
  int y = -x;
  x += 0.7; // trap: truncation toward zero
  x += 0.7;
  y -= 0.7;
  if (x == 1 && y == -1)
    reach_error();
  return 0;
}
