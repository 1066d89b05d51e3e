// sizeof a[i++] on an array of VLAs evaluates the operand: i++ runs
// expect: FALSE
// inputs: 3
// why: a[i++] has the variable length array type int[n], so sizeof evaluates it (C11 6.5.3.4p2; gcc does): i becomes 1 and the size is 4 * n, 12 on n == 3; sizeof a[0][i++] (an int) does not evaluate, so i stays 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8)
    return 0;
  int a[n][n];
  int i = 0;
  unsigned r = sizeof a[i++]; // trap: evaluated, unlike sizeof of a fixed-size operand
  unsigned e = sizeof a[0][i++];
  if (r == 12 && e == 4 && i == 1)
    reach_error();
  return 0;
}
