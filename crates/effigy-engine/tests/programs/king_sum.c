// King's SUM (Fig. 1): with symbolic A, B, C one leaf returns A + B + C.
// entry: sum
// args: "A", "B", "C"
// returns: A + B + C
int sum(int a, int b, int c) {
  int x = a + b;
  int y = b + c;
  int z = x + y - b;
  return z;
}
