// covers: 2-D arrays as parameters, matrix product, nested loops
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 1192
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 1629
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 1537
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 1457
extern int __VERIFIER_nondet_int(void);
void mul(int a[3][3], int b[3][3], int c[3][3]) {
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) {
    c[i][j] = 0;
    for (int k = 0; k < 3; k++) c[i][j] += a[i][k] * b[k][j];
  }
}
int main(void) {
  int a[3][3], b[3][3], c[3][3];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) { a[i][j] = __VERIFIER_nondet_int() % 10; b[i][j] = i == j; }
  b[0][2] = 2;
  mul(a, b, c);
  return c[0][0] + c[1][2] * 10 + c[2][2] * 100;
}
