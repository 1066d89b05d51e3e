// error: switch quantity is not an integer
// at: 5:11
int main(void) {
  double d = 1.0;
  switch (d) {
  case 1:
    return 1;
  }
  return 0;
}
