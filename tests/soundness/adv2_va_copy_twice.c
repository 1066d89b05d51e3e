// va_copy gives an independent cursor: a float argument (promoted to double) and a char (promoted to int) read twice agree
// expect: TRUE
// why: va_copy duplicates the state of ap (C11 7.16.1.2), so the first pass (through ap) and the second (through aq) read the same promoted arguments: the float 1.5f arrives as the double 1.5, the char c as an int with c's value; both sums are 1.5 + c and the int reads are equal
// probe: -128
// probe: 127
// cegar-timeout: 3
extern signed char __VERIFIER_nondet_schar(void);
void reach_error(void) {}
typedef __builtin_va_list va_list;
static double twice(int n, ...) {
  va_list ap, aq;
  __builtin_va_start(ap, n);
  __builtin_va_copy(aq, ap);
  double d1 = __builtin_va_arg(ap, double); // trap: the float was promoted
  int i1 = __builtin_va_arg(ap, int);
  double d2 = __builtin_va_arg(aq, double);
  int i2 = __builtin_va_arg(aq, int);
  __builtin_va_end(aq);
  __builtin_va_end(ap);
  if (d1 != d2 || i1 != i2 || d1 != 1.5)
    reach_error();
  return d1 + i1;
}
int main(void) {
  signed char c = __VERIFIER_nondet_schar();
  float f = 1.5f;
  if (twice(2, f, c) != 1.5 + c)
    reach_error();
  return 0;
}
