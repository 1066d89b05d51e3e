// reading a _Bool member of a union after storing 3 in its unsigned char member is undefined
// expect: UB
// why: on v == 3 the byte of u.b is 3, not a value representation of _Bool (C11 6.2.6.1p5, 6.5.2.3 footnote 95: the bytes are reinterpreted); gcc -O0 computes !u.b + u.b as 5 (it flips the low bit for !), a _Bool model as 1
// ub-inputs: 3
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
union U { _Bool b; unsigned char c; };
int main(void) {
  union U u;
  u.c = __VERIFIER_nondet_uchar();
  if (u.c > 3)
    return 0;
  int s = !u.b + u.b; // trap: 1 for a true _Bool
  if (s != 1)
    reach_error();
  return 0;
}
