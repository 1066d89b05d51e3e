// two unsigned char counters copied and incremented together: C computes ++x as
// (unsigned char)((int)x + 1), and compares x == w as ints; the difference modulo 2^8 survives
// the conversion, so they stay equal although both wrap at 256
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned char w = __VERIFIER_nondet_uchar();
  unsigned char x = w;
  while (__VERIFIER_nondet_int()) {
    ++x;
    ++w;
  }
  if (x != w)
    reach_error();
  return 0;
}
