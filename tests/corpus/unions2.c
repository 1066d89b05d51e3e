// covers: unions read through another member than the one written (the bytes and half-words of an unsigned, little-endian), union assignment (copy), a union member of a struct with an initialiser for its first member, a union whose members have different sizes (sizeof of unions)
// run: inputs=0,0 outcome=return 840703
// run: inputs=305419896,43981 outcome=return 1193507
// run: inputs=-1,-1 outcome=return 1796926
extern unsigned __VERIFIER_nondet_uint(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
union word { unsigned u; unsigned char b[4]; unsigned short h[2]; };
union mixed { unsigned char c; unsigned long long big; };
struct msg { unsigned char kind; union word w; };
int main(void) {
  union word w, copy;
  w.u = __VERIFIER_nondet_uint();
  copy = w;
  w.b[0] ^= 0xffu;
  w.h[1] = __VERIFIER_nondet_ushort();
  struct msg m = {1, {0x01020304u}};
  m.w.b[3] = 0x7f;
  union mixed mx;
  mx.big = 0;
  mx.c = 0xab;
  unsigned r = w.u % 1000003u + copy.b[1] * 7u + copy.h[0] % 1000u + m.w.u % 1000u + (unsigned)mx.big
               + (unsigned)sizeof(union word) * 10000u + (unsigned)sizeof(union mixed) * 100000u + m.kind;
  return (int)r;
}
