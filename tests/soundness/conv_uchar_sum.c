// unsigned char operands are promoted to int: a + b does not wrap at 8 bits, its assignment does
// expect: FALSE
// inputs: 200,100
// why: a + b is computed in int (300), the conversion to unsigned char in c = a + b keeps 300 mod 256 == 44
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  unsigned char a = __VERIFIER_nondet_uchar();
  unsigned char b = __VERIFIER_nondet_uchar();
  unsigned char c = a + b; // truncated on the assignment
  if (a + b == 300 && c == 44) // trap: an 8-bit a + b can never be 300
    reach_error();
  return 0;
}
