// error: unsupported: floating-point types
// at: 5:3
#include <math.h>
int main(void) {
  double_t d = 1;
  return 0;
}
