// x /= 2u converts x to unsigned int before dividing: a negative x becomes a large positive one
// expect: TRUE
// why: x /= 2u is x = (int)((unsigned)x / 2u); for -100 < x < 0, (unsigned)x / 2 lies in [2147483598, 2147483647], which fits in int, so x ends up positive
// probe: -1
// probe: -99
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x < 0 && x > -100);
  x /= 2u; // trap: unsigned division
  if (x < 0)
    reach_error();
  return 0;
}
