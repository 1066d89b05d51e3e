// sizeof of a VLA type evaluates its size expression: sizeof(int[n++]) increments n
// expect: FALSE
// inputs: 5
// why: when the operand of sizeof has a variable length array type it is evaluated (C11 6.5.3.4p2), so n++ runs: the size is 4 * 5 = 20 and n becomes 6; sizeof a[i++] on a VLA of VLAs evaluates i++ too (gcc)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8)
    return 0;
  unsigned s = sizeof(int[n++]); // trap: evaluated, unlike sizeof(n++)
  int a[n][n];
  int i = 0;
  unsigned r = sizeof a[i++];
  if (s == 20 && n == 6 && r == 24 && i == 1)
    reach_error();
  return 0;
}
