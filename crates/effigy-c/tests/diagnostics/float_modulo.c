// error: invalid operands to binary '%' (have f64 and i32)
// at: 5:10
int main(void) {
  double d = 5.0;
  return d % 2;
}
