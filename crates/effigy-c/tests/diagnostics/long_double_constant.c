// error: unsupported: long double constants
// at: 4:14
int main(void) {
  double d = 1.5L;
  return d > 1;
}
