// error: unsupported: floating-point types
// at: 4:10
#include <stdio.h>
int half(double x) { return (int)(x / 2); }
int main(void) {
  printf("%d\n", half(4));
  return 0;
}
