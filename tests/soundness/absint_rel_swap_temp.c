// x = w + 1, then x and w are swapped through t: afterwards x < w
// expect: FALSE
// inputs: 0
// why: after the swap x holds w's old value and w holds old w + 1, so x < w and the error is reached on every input in range
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int w = __VERIFIER_nondet_int();
  if (w < 0 || w > 100)
    return 0;
  int x = w + 1;
  int t = x;
  x = w;
  w = t; // trap: the relation is reversed
  if (x < w)
    reach_error();
  return 0;
}
