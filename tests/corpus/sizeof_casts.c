// covers: sizeof(type) and sizeof expr, casts between integer types and to pointers
// data-model: ILP32
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 84433
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 84477
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 84687
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 84578
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  long l = x;
  int s = sizeof(char) + sizeof(short) * 10 + sizeof(int) * 100 + sizeof(long) * 1000 + sizeof(long long) * 10000;
  s += sizeof x + sizeof(l + 1) + sizeof(int *);
  unsigned char c = (unsigned char)(x >> 4);
  short sh = (short)(unsigned short)x;
  return s + c + sh;
}
