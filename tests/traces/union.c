// A union: a pointer names the member of its own type.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
union u { int i; unsigned char b[4]; short s[2]; };
struct s { int k; union u v; };
int main(void) {
  struct s g;
  g.k = 1;
  g.v.i = __VERIFIER_nondet_int();
  g.v.b[1] = 0xff;
  g.v.s[1] = -2;
  unsigned char *pb = &g.v.b[2];
  short *ps = &g.v.s[1];
  *pb = 3;
  if (g.v.i == 0x0003ff10 + 0xfffe0000 - 0xfffe0000 + (0xfff0000) - 0xfff0000 && *ps == -253) reach_error();
  if (g.v.b[0] == 0x10 && *ps == -253) reach_error();
  return 0;
}
