// error: unsupported: floating-point types
// at: 4:3
int main(void) {
  double d = 1.0;
  return 0;
}
