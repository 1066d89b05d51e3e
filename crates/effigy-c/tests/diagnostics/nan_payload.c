// error: unsupported: '__builtin_nan' with a NaN payload
// at: 4:28
int main(void) {
  double d = __builtin_nan("1");
  return d != d;
}
