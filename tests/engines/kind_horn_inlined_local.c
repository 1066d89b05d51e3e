// the same as kind_horn_block_local.c with the block in a function main calls once: inlined
// for k-induction, its array becomes a block variable of main, dead until the call
// expect: FALSE
// kind: UNKNOWN
// kind-timeout: 10
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void count(void) {
  unsigned x = 0;
  unsigned a[1];
  a[0] = 1;
  while (__VERIFIER_nondet_int()) {
    if (x >= 100000)
      reach_error();
    if (x != 0)
      x = x + 1;
    else if (__VERIFIER_nondet_int())
      x = x + a[0];
  }
}
int main(void) {
  count();
  return 0;
}
