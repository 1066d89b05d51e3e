// z * conj(z) with __real__/__imag__: the imaginary part is exactly 0 and the real part |z|^2 for small integer parts; ~z is the conjugate
// expect: TRUE
// why: for z = a + bi, gcc computes z * ~z inline as (a*a + b*b) + (a*(-b) + b*a)i (C11 G.5.1; ~ on a complex is the conjugate, a GNU extension); with |a|, |b| <= 1000 every product and sum is an exact double, so the imaginary part is a*(-b) + b*a == 0 and the real part a*a + b*b; __real__ and __imag__ as lvalues set the parts
// probe: 3,4
// probe: -1000,1000
// symex-timeout: 3
// bmc-timeout: 3
// kind-timeout: 3
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  if (a < -1000 || a > 1000 || b < -1000 || b > 1000)
    return 0;
  _Complex double z;
  __real__ z = a;
  __imag__ z = b;
  _Complex double m = z * ~z; // trap: ~ is conjugation, not bitwise
  if (__imag__ m != 0.0 || __real__ m != (double)(a * a + b * b))
    reach_error();
  if (__imag__ ~z != -b || __real__ (z + ~z) != 2.0 * a)
    reach_error();
  return 0;
}
