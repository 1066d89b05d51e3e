// A byte promoted to int and shifted left by 24: for a byte of 128 or more the product is not
// representable in int. SV-COMP's no-overflow counts it (a result of signed type out of its
// range; its bitvector tasks expect FALSE), UndefinedBehaviorSanitizer reports "left shift
// of 200 by 24 places cannot be represented in type 'int'".
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc kind
// timeout: 3
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char b = __VERIFIER_nondet_uchar();
  unsigned char c = __VERIFIER_nondet_uchar();
  unsigned r = (unsigned)(c | (b << 24));
  return r == 7;
}
