// a switch whose case 1 falls through into case 2: y gets 1 + 2
// expect: FALSE
// inputs: 1
// why: without break, case 1 continues with case 2's statements (C11 6.8.4.2), so x == 1 gives y == 3 and the error is reached (no case gives 3 on its own)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  switch (x) {
  case 1:
    y += 1; // trap: falls through
  case 2:
    y += 2;
    break;
  case 3:
    y += 10;
  }
  if (y == 3 && x != 2)
    reach_error();
  return 0;
}
