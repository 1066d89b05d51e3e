// sprintf writes into its buffer: effigy does not model the text, so the buffer may hold anything
// default: UNKNOWN
// pure: UNKNOWN
// why: after sprintf(buf, ...) buf[0] is '4' in reality; effigy treats sprintf as an unknown external function, which may write anything into buf, so it cannot say TRUE, and gcc's program (the real sprintf) does not reach the error
#include <stdio.h>
void reach_error(void) {}
int main(void) {
  char buf[16];
  sprintf(buf, "%d", 42);
  if (buf[0] != '4')
    reach_error();
  return 0;
}
