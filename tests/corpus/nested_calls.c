// covers: calls as arguments, side effects through globals sequenced by statements and commas
// (the order of evaluating arguments is unspecified in C, so each call with side effects is
// its own full expression or a comma operand)
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 376
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 257
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return -988
extern int __VERIFIER_nondet_int(void);
int g;
int bump(int k) { g = g * 10 + k; return g % 7; }
int add3(int a, int b, int c) { return a * 100 + b * 10 + c; }
int main(void) {
  g = __VERIFIER_nondet_int() % 5;
  int a = bump(1);
  int b = (bump(2), bump(3));
  int r = add3(a, b, bump(4));
  return r + g % 1000;
}
