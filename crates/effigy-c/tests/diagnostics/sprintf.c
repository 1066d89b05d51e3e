// error: unsupported: call of 'sprintf'
// at: 6:3
#include <stdio.h>
int main(void) {
  char buf[16];
  sprintf(buf, "%d", 42);
  return buf[0];
}
