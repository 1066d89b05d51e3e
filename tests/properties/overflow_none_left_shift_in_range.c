// The same shift of a byte kept below 128: the product fits in int, no overflow.
// property: no-overflow
// expect: TRUE
// decided-by: symex bmc kind absint
// timeout: 3
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char b = __VERIFIER_nondet_uchar();
  if (b >= 128) return 0;
  unsigned char c = __VERIFIER_nondet_uchar();
  unsigned r = (unsigned)(c | (b << 24));
  return r == 7;
}
