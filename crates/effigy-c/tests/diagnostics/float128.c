// error: unsupported: the floating-point type _Float128
// at: 4:3
int main(void) {
  _Float128 q = 1;
  return q > 0;
}
