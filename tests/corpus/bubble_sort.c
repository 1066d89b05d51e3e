// covers: nested loops over arrays, swaps, a sortedness check reaching the error never
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return -58
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return -65
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return -4753
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 343
// run: inputs=5,4,3,2,1,0 outcome=return 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[6];
  for (int i = 0; i < 6; i++) a[i] = __VERIFIER_nondet_int() % 50;
  for (int i = 0; i < 6; i++)
    for (int j = 0; j + 1 < 6 - i; j++)
      if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
  for (int i = 0; i + 1 < 6; i++) if (a[i] > a[i + 1]) reach_error();
  return a[0] * 100 + a[5];
}
