// the comma operator evaluates left to right with a sequence point between the operands
// expect: TRUE
// cegar-timeout: 5
// why: in (x = x & 7, x * 2) the assignment completes before x * 2, so r == 2 * x <= 14; the for loop with comma expressions stops at i == j == 5
// probe: -1
// probe: 2147483647
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = (x = x & 7, x * 2); // trap: x * 2 sees the masked x
  if (r > 14 || r != 2 * x)
    reach_error();
  int i, j;
  for (i = 0, j = 10; i < j; i++, j--)
    ;
  if (i != 5 || j != 5)
    reach_error();
  return 0;
}
