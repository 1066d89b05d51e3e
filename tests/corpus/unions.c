// covers: unions reading another member (little-endian bytes), union inside a struct
// data-model: ILP32
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 13846
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 13888
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 14866
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 13983
extern unsigned __VERIFIER_nondet_uint(void);
union word { unsigned u; unsigned char b[4]; unsigned short h[2]; };
struct tagged { int kind; union word w; };
int main(void) {
  struct tagged t;
  t.kind = 1;
  t.w.u = __VERIFIER_nondet_uint();
  t.w.b[3] = 0x12;
  return t.w.b[0] + t.w.h[1] * 3 + (int)(t.w.u >> 24) + (int)sizeof(union word);
}
