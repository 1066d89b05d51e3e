// error: unsupported: long double (80-bit x87 extended precision)
// at: 4:3
int main(void) {
  long double d = 1.0;
  return d > 0;
}
