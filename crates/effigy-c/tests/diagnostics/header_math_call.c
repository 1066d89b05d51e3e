// error: unsupported: floating-point types
// at: 6:16
#include <math.h>
int main(void) {
  int x = 4;
  return (int) sqrt(x);
}
