// covers: ?: choosing pointers, pointer equality, writing through the chosen pointer
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 137
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 3303
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 312
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = 1, b = 2;
  int x = __VERIFIER_nondet_int();
  int *p = x > 0 ? &a : &b;
  *p += 10;
  int *q = (x % 2 == 0) ? p : &a;
  *q *= 3;
  return a * 100 + b + (p == q);
}
