// ~ on an unsigned char is ~ on the promoted int: negative; & of a negative with a mask is positive
// expect: FALSE
// inputs: 0,-1
// why: c is promoted to int before ~ (C11 6.5.3.3p4), so ~c is in [-256, -1], never 255 - c as an unsigned char; x & 0xF0 for x == -1 is 240; both hold on inputs 0, -1
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x < 0 && x >= -16);
  int r = ~c; // trap: int complement
  int m = x & 0xF0;
  if (r < 0 && m > 200)
    reach_error();
  return 0;
}
