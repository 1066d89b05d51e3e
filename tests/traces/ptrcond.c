// Pointer arithmetic in conditions: `q - p` in elements, pointers into arrays of structs.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct s { short a; short b[3]; };
struct s ss[4];
long long ll[4];
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2) return 0;
  struct s *p = ss;
  struct s *q = &ss[i + 1];
  ss[2].b[1] = 5;
  ll[i + 1] = 1LL << 40;
  short *sb = ss[2].b;
  if (q - p > 1 && p + 2 == q && *(sb + 1) == 5 && (&ss[i + 1])->b[1] == 5 && ll[2] > 0 && (q - 1)[1].b[1] * 2 == 10 && sb - &ss[0].a > 8) reach_error();
  return 0;
}
