// error: unsupported: 'fesetround': the floating-point environment
// at: 5:3
#include <fenv.h>
int main(void) {
  fesetround(FE_UPWARD);
  double d = 1.0 / 3.0;
  return d > 0.3;
}
