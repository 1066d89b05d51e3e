// an uninitialised automatic _Bool (its address never taken) is read: undefined
// expect: UB
// why: b has automatic storage, is never initialised and its address is not taken, so reading it is undefined (C11 6.3.2.1p2), and its byte need not be 0 or 1; the error is reached only when that byte is neither (whatever gcc's stack holds)
// ub-check: none (the value of the stack byte under gcc is not controlled by the inputs; UBSan only sees a byte other than 0 and 1)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b;
  if (x > 5)
    b = 1;
  int n = b; // trap: undefined on x <= 5
  if (n != 0 && n != 1)
    reach_error();
  return 0;
}
