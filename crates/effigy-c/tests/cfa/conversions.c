// integer promotions, usual arithmetic conversions, shifts and casts.
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  unsigned u = 1u;
  long long ll = -1;
  _Bool b = s;
  int r = (c + 200) > 255;
  r += (-1 < u);
  r += (s >> 2) + (c << 3);
  r += (int)(ll + u) + b;
  c += 100;
  return r + c + !s + ~c;
}
