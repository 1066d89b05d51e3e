// covers: _Complex double/float/int: + - * / with complex and real operands (gcc's __muldc3 with
//   Annex G's recovery of infinities, __divdc3's Smith division with scaling, __divsc3 in double
//   precision), conversions between complex types and to and from real ones, __real__/__imag__
//   as lvalues, == != ! ~ (conjugate), imaginary constants, complex members, arrays, arguments
//   and results; specials (±0, subnormals, 1e308, ∞, NaN) chosen by the inputs
// data-model: LP64
// run: inputs=0,0,0,0,0,0 outcome=return 2026410099
// run: inputs=16,-24,40,8,7,-3 outcome=return 1469953369
// run: inputs=14,12,9,15,100,-100 outcome=return 280666356
// run: inputs=13,11,10,8,1,1 outcome=return 1242960374
// run: inputs=15,14,12,12,5,5 outcome=return 293604521
// run: inputs=-7,-100,3,99,-999,998 outcome=return 76547355
extern int __VERIFIER_nondet_int(void);
static const double special[8] = {0.0, -0.0, 1.0, -2.5, 1e308, 1e-310, __builtin_inf(), __builtin_nan("")};
static double pick(void) {
  int k = __VERIFIER_nondet_int();
  return (k & 8) ? special[k & 7] : (k >> 4) / 8.0;
}
static unsigned h(double d) {
  if (d != d)
    return 7u;  // a NaN's sign and payload are unspecified
  union { double d; unsigned long long u; } x = {d};
  return (unsigned)(x.u ^ (x.u >> 32));
}
struct S { int tag; _Complex double v; };
static _Complex double twice(_Complex double x) { return x + x; }
static _Complex float halve(_Complex float x) { return x / 2; }
int main(void) {
  double a = pick(), b = pick(), c = pick(), d = pick();
  _Complex double z, w;
  __real__ z = a;
  __imag__ z = b;
  __real__ w = c;
  __imag__ w = d;
  _Complex double r[10] = {z * w, z / w, z + w, z - w, z * c, a / w, ~z, -w, a - w, w + b};
  unsigned acc = 0;
  for (int i = 0; i < 10; i++)
    acc = acc * 31u + h(__real__ r[i]) * 17u + h(__imag__ r[i]);
  _Complex float zf = z, wf = w;
  _Complex float q = zf / wf, p = zf * wf;
  acc = acc * 31u + h(__real__ q) + 3u * h(__imag__ q) + 5u * h(__real__ p) + 9u * h(__imag__ p);
  struct S s = {1, z};
  s.v = twice(s.v) * 2.0i;
  s.v += 1;
  __imag__ s.v -= 0.5;
  acc = acc * 31u + h(__real__ s.v) + 11u * h(__imag__ s.v) + h(__real__ halve(wf));
  int i1 = __VERIFIER_nondet_int() % 1000, i2 = __VERIFIER_nondet_int() % 1000;
  _Complex int ci = i1 + i2 * 1i;
  ci = ci * ci / (3 + 4i) - ~ci;
  acc = acc * 31u + (unsigned)__real__ ci + 7u * (unsigned)__imag__ ci;
  double re = z;  // the real part
  _Bool nonzero = w;
  acc = acc * 31u + h(re) + (z == w) + 2u * !z + 4u * (z != 0) + 8u * nonzero + 16u * (z == a);
  return (int)(acc & 0x7fffffff);
}
