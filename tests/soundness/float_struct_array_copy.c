// doubles and floats in structs and arrays: a struct copy copies the bits; == compares as IEEE
// expect: TRUE
// why: struct assignment copies the object representation, so b.d[0] has the bits of y (a -0.0 stays -0.0); (double)f is exact, so b.d[1] == b.f unless f is a NaN; a copy compares unequal to y only when y is a NaN
// probe: 2147483648,9223372036854775808
// probe: 2143289344,9221120237041090560
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
void reach_error(void) {}
struct S { float f; double d[2]; };
int main(void) {
  struct S a, b;
  union { double d; unsigned long long u; } p, q;
  a.f = __VERIFIER_nondet_float();
  double y = __VERIFIER_nondet_double();
  a.d[0] = y;
  a.d[1] = a.f; // widened: exact
  b = a;
  p.d = y;
  q.d = b.d[0];
  if (p.u != q.u) // trap: the copy keeps the sign of zero
    reach_error();
  if (b.f == b.f && b.d[1] != b.f)
    reach_error();
  if (b.d[0] != y && !__builtin_isnan(y)) // trap: a NaN copy is unequal to the NaN
    reach_error();
  return 0;
}
