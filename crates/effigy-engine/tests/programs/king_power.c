// King's POWER (Fig. 4/5) with its GO TO loop; the tree is infinite, so the unwinding bound
// cuts it: the complete leaves return 1, X, X*X and X*X*X.
// entry: power
// args: "X", "Y"
// unwind: 3
// returns: 1; X; X * X; X * X * X
// cut: yes
int power(int x, int y) {
  int z = 1;
  int j = 1;
lab:
  if (y >= j) {
    z = z * x;
    j = j + 1;
    goto lab;
  }
  return z;
}
