// covers: 2-D and 3-D arrays, brace elision, row pointers
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 116
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 146
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 126
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 166
extern unsigned __VERIFIER_nondet_uint(void);
int m[3][4] = {{1, 2, 3, 4}, {5, 6}, 7, 8};
int main(void) {
  char cube[2][3][2] = {{{1, 2}, {3}}, {{4}}};
  unsigned r = __VERIFIER_nondet_uint() % 3u, c = __VERIFIER_nondet_uint() % 4u;
  m[r][c] += 10;
  int *row = m[1];
  int s = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) s += m[i][j] * (i + j);
  return s + row[1] + cube[0][1][0] + cube[1][0][0] + (int)sizeof(cube) + (int)sizeof(m[0]);
}
