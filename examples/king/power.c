/* King's POWER (CACM 1976, Fig. 4): x to the power y by repeated multiplication. */
int power(int x, int y) {
  int z = 1;
  int j = 1;
  while (y >= j) {
    z = z * x;
    j = j + 1;
  }
  return z;
}
