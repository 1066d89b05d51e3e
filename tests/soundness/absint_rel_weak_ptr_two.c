// a == b, then (*p)++ with p pointing to a or b: afterwards a != b
// expect: FALSE
// inputs: 7,0
// why: whichever of a, b p points to is incremented, so a != b; on inputs 7, 0 p points to b, b == 8 and the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 100)
    return 0;
  int b = a;
  int *p = __VERIFIER_nondet_int() ? &a : &b;
  (*p)++; // trap: a weak update must drop a - b == 0
  if (a != b)
    reach_error();
  return 0;
}
