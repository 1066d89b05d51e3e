/* King's SUM (CACM 1976, Fig. 1): with symbolic A, B, C the result is A + B + C. */
int sum(int a, int b, int c) {
  int x = a + b;
  int y = b + c;
  int z = x + y - b;
  return z;
}
