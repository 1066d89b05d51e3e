// i += 0.7 computes in double and converts back to int: truncation toward zero at every step
// expect: TRUE
// bmc-timeout: 3
// cegar-timeout: 3
// kind-timeout: 3
// symex-timeout: 3
// why: C11 6.5.16.2: i += 0.7 is i = (int)(i + 0.7); for i >= 0 that is i again, for i < 0 it is i + 1 (-4.3 truncates to -4), so ten steps leave i >= 0 unchanged and move i < 0 up to at most 0; j *= 0.5 is (int)(j * 0.5), truncated toward zero like j / 2
// probe: -5
// probe: 7
// probe: -100
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= -100 && i <= 100);
  int start = i;
  for (int k = 0; k < 10; k++)
    i += 0.7; // trap: not i += 0 and not i += 1
  if (start >= 0 && i != start)
    reach_error();
  if (start < 0 && i != (start + 10 < 0 ? start + 10 : 0))
    reach_error();
  int j = start;
  j *= 0.5; // trap: -7 * 0.5 = -3.5 becomes -3 (like -7 / 2, unlike -7 >> 1)
  if (j != start / 2)
    reach_error();
  return 0;
}
