// right shift of a negative int: gcc defines it as an arithmetic shift
// expect: TRUE
// why: for x < 0, gcc's implementation-defined >> copies the sign bit, so x >> 1 < 0 and x >> 31 == -1
// probe: -1
// probe: -2147483648
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x < 0);
  if ((x >> 1) >= 0) // trap: a logical shift would make it positive
    reach_error();
  if ((x >> 31) != -1)
    reach_error();
  return 0;
}
