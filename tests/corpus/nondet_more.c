// covers: the inputs __VERIFIER_nondet_ulong, _longlong, _ulonglong, _u8, _u16, _u32, _s8, _s16, _size_t and _unsigned with input values outside their type's range (converted as by a cast); unsigned long reduced to its low 32 bits (the same in both data models)
// run: inputs=-1,-1,-1,-1,-1,-1,-1,-1,-1,-1 outcome=return 67092
// run: inputs=1,2,3,4,5,6,7,8,9,10 outcome=return 45
// run: inputs=4294967296,-5000000000,18446744073709551615,300,70000,4294967297,200,40000,123456789012,99 outcome=return -20435
extern unsigned long __VERIFIER_nondet_ulong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern unsigned char __VERIFIER_nondet_u8(void);
extern unsigned short __VERIFIER_nondet_u16(void);
extern unsigned int __VERIFIER_nondet_u32(void);
extern signed char __VERIFIER_nondet_s8(void);
extern short __VERIFIER_nondet_s16(void);
extern unsigned long __VERIFIER_nondet_size_t(void);
extern unsigned int __VERIFIER_nondet_unsigned(void);
int main(void) {
  unsigned long ul = __VERIFIER_nondet_ulong();
  long long ll = __VERIFIER_nondet_longlong();
  unsigned long long ull = __VERIFIER_nondet_ulonglong();
  unsigned char u8 = __VERIFIER_nondet_u8();
  unsigned short u16 = __VERIFIER_nondet_u16();
  unsigned u32 = __VERIFIER_nondet_u32();
  signed char s8 = __VERIFIER_nondet_s8();
  short s16 = __VERIFIER_nondet_s16();
  unsigned long sz = __VERIFIER_nondet_size_t();
  unsigned un = __VERIFIER_nondet_unsigned();
  return (int)((unsigned)ul % 1000u) + (int)(ll % 1000) + (int)(ull % 1000u) + u8 + u16 + (int)(u32 % 1000u)
         + s8 + s16 + (int)((unsigned)sz % 100u) + (int)(un % 10u);
}
