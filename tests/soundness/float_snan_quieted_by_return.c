// under -m32 a double returned from a function passes through the x87 stack: a signalling NaN comes back quiet
// expect: FALSE
// inputs: 9218868437227405313
// why: the i386 ABI returns a double in st(0); loading the signalling NaN 0x7ff0000000000001 into the x87 sets its quiet bit, so the returned bits are 0x7ff8000000000001 and differ from the argument's; a verifier that keeps a NaN's bits through a return would answer TRUE
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
void reach_error(void) {}
double identity(double x) { return x; }
int main(void) {
  union { double d; unsigned long long u; } a, b;
  a.u = __VERIFIER_nondet_ulonglong(); // any bits, a signalling NaN too (a double input would be quieted by its own return)
  double d = a.d;
  double e = identity(d);
  b.d = e;
  if (a.u != b.u) // trap: the return changes the bits of a signalling NaN
    reach_error();
  return 0;
}
