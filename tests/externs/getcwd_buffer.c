// getcwd writes into its buffer: effigy does not model it, so the buffer may hold anything
// default: UNKNOWN
// pure: UNKNOWN
// why: after getcwd(buf, 64) buf[0] is '/' in reality; effigy treats getcwd as an unknown external function, which may write anything into buf, so it cannot say TRUE, and gcc's program (the real getcwd) does not reach the error
#include <unistd.h>
void reach_error(void) {}
int main(void) {
  char buf[64];
  if (getcwd(buf, sizeof buf) == 0)
    return 0;
  if (buf[0] != '/')
    reach_error();
  return 0;
}
