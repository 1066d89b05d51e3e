// XOR swap through two pointers zeroes the value when both point to the same object
// expect: FALSE
// inputs: 3,1
// why: for k != 0 both arguments are &x, and *a ^= *b makes x zero; the rest keeps it zero
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void xswap(int *a, int *b) {
  *a ^= *b; // trap: when a == b this is x ^= x
  *b ^= *a;
  *a ^= *b;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  int y = 5;
  int old = x;
  xswap(&x, k ? &x : &y);
  if (old != 0 && x == 0)
    reach_error();
  return 0;
}
