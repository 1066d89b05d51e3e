// Floats: constants rounded to their type, the usual arithmetic conversions, conversions to
// and from integers, conditions (a NaN is true), <math.h> built-ins as IR operations and bit
// views, and the ILP32 layout of a struct with a double (aligned to 4).
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern double sqrt(double);
extern double floor(double);
extern double fabs(double);
struct s { char c; double d; };
double third = 1.0 / 3;
float big = 16777217;
int main(void) {
  float f = __VERIFIER_nondet_float();
  double d = __VERIFIER_nondet_double();
  int i = 3;
  struct s v;
  v.d = f + i * 0.5;
  i += 0.7;
  if (f) i++;
  if (__builtin_isnan(d) || __builtin_signbit(d)) return (int)floor(fabs(d) + 0x1.8p1);
  d = -d * sqrt(d) + sizeof(struct s);
  return (int)(unsigned char)(f > d ? 1.5f : d);
}
