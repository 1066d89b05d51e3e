// a float product stored in a float equals the same product recomputed: no x87 excess precision
// expect: TRUE
// why: with SSE arithmetic (FLT_EVAL_METHOD 0, the semantics effigy and the harness use) a * b is rounded to float each time it is evaluated, so c == a * b (|a|, |b| <= 1e6: never a NaN), and (double)(a * b) is the same float widened; gcc -m32's default x87 arithmetic keeps a * b in 80 bits and reaches the error (a = b = 1 + 2^-23)
// probe: 1065353217,1065353217
// probe: 3435052064,1287568416
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  float a = __VERIFIER_nondet_float();
  float b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= -1e6f && a <= 1e6f && b >= -1e6f && b <= 1e6f);
  float c = a * b;
  if (c != a * b) // trap: the stored product and the recomputed one are the same float
    reach_error();
  double d = a * b;
  if (d != c)
    reach_error();
  return 0;
}
