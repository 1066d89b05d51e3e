// covers: switch on a char with default first and several labels per case, switch with cases out of order, default in the middle falling through into a case, a case label from a constant expression, a nested switch with fallthrough into its default, continue inside a switch inside a for loop, a while (1) loop with break inside a switch, a switch with no matching case and no default
// run: inputs=0 outcome=return 1658
// run: inputs=7 outcome=return -2645
// run: inputs=-7 outcome=return 1739
// run: inputs=2 outcome=return 2733
extern int __VERIFIER_nondet_int(void);
int classify(char c) {
  switch (c) {
  default: return 0;
  case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
  case ' ': return 2;
  }
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int n = (int)((unsigned)x % 8u);
  int acc = 0;
  for (int i = 0; i < 6; i++) {
    switch ((n + i) % 4) {
    case 3: acc += 1000; continue;
    case 1:
      switch (i) {
      case 0: acc += 1; break;
      case 2: acc += 2;
      default: acc += 3;
      }
      break;
    default:
      acc += 10;
    case 1 + 1:
      while (1) { acc += 100; if (acc % 3 == 0) break; }
      break;
    }
    acc += 5;
  }
  switch (x) { case 7: acc = -acc; }
  return acc + classify((char)('a' + n)) * 7;
}
