// a static union initialized { .i = 0x01020304, .c[2] = 7 }: only c survives, so i reads 0x70000
// expect: TRUE
// why: the last designator .c[2] makes c the initialized member of the union (C11 6.7.9p17-19), its other elements are 0 (gcc, clang: 0x00070000); the bytes 04 03 01 of the overridden .i are gone, so g.i != 0x01070304 and the sum of the bytes is 7 on every input
// probe: 0
// probe: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
union W { int i; unsigned char c[4]; };
static union W g = { .i = 0x01020304, .c[2] = 7 }; // trap: not 0x01070304
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3)
    return 0;
  int sum = 0;
  for (int j = 0; j < 4; j++)
    sum += g.c[j];
  if (g.i != 0x70000 || sum != 7 || g.c[k] != (k == 2 ? 7 : 0))
    reach_error();
  return 0;
}
