// error: cannot cast a value of type f64 to ptr<i32>
// at: 5:12
int main(void) {
  double d = 1.0;
  int *p = (int *)d;
  return p != 0;
}
