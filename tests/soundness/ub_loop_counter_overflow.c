// a signed loop counter that counts past INT_MAX
// expect: UB
// why: i takes the values 2147483600 + 3k; for n > 2147483645 it reaches 2147483645 < n and i += 3 overflows int; with wrap-around i would go negative, keep looping and finally leave the loop positive, so the error would look unreachable
// ub-inputs: 2147483647
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 2147483600);
  int i = 2147483600;
  while (i < n)
    i += 3; // trap: i may step over INT_MAX
  if (i < 0)
    reach_error();
  return 0;
}
