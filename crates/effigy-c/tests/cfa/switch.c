// switch with fallthrough, default in the middle, case ranges, and a nested loop with break.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 0;
  switch (x) {
  case 1:
    r = 10;
  case 2:
    r += 1;
    break;
  default:
    r = -1;
  case 5 ... 7:
    for (int i = 0; i < 3; i++) { if (i == x) break; r++; }
    break;
  }
  return r;
}
