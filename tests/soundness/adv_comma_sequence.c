// the comma operator and && sequence their operands: i = (i++, i + 1) adds 2, and (x = 3, x * 2) is 6
// expect: FALSE
// inputs: 5
// why: the left operand of a comma is evaluated, with its side effects complete, before the right (C11 6.5.17p2, a sequence point), so (i++, i + 1) is i + 2 and defined; likewise for && (6.5.13p4): on input 5 i ends as 7 and t == 6
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 100)
    return 0;
  i = (i++, i + 1); // trap: defined, i + 2
  int x = 0, t;
  t = (x = 3, x * 2);
  int u = (x++ > 2) && (x == 4);
  if (i == 7 && t == 6 && u == 1)
    reach_error();
  return 0;
}
