// covers: recursion (factorial, fibonacci), mutual recursion
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 6
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 12
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 360
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 6436
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 5079
extern unsigned __VERIFIER_nondet_uint(void);
unsigned fact(unsigned n) { return n <= 1u ? 1u : n * fact(n - 1u); }
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int is_odd(unsigned n);
int is_even(unsigned n) { return n == 0u ? 1 : is_odd(n - 1u); }
int is_odd(unsigned n) { return n == 0u ? 0 : is_even(n - 1u); }
int main(void) {
  unsigned n = __VERIFIER_nondet_uint() % 13u;
  return (int)(fact(n) % 10007u) + fib((int)n % 15) * 3 + is_even(n) * 5;
}
