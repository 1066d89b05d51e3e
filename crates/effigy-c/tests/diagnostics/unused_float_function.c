// error: unsupported: floating-point types
// at: 5:3
#include <stdlib.h>
int unused(void) {
  float f = 1;
  return (int)f;
}
int main(void) { return 0; }
