// gcc: an unsigned long long : 40 field has a 40-bit type, and s.x + 1 wraps modulo 2^40
// expect: FALSE
// inputs: 1099511627775
// why: gcc gives the field the type unsigned long long:40 (implementation-defined, C11 6.7.2.1p5 and p10): it is not promoted (sizeof(s.x + 0) == 8) but its arithmetic is done in 40 bits, so 2^40 - 1 + 1 == 0
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
void reach_error(void) {}
struct S { unsigned long long x : 40; unsigned long long w : 32; unsigned long long y : 20; };
int main(void) {
  struct S s;
  s.x = __VERIFIER_nondet_ulonglong();
  s.w = 0xffffffff;
  s.y = 1;
  if (sizeof(s.x + 0) == 8 && s.x + 1 == 0) // trap: 40-bit wrap, not 2^40
    reach_error();
  return 0;
}
