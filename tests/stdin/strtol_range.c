// parses a number with strtol and checks errno for a value out of range: a port number above 65535 that strtol saturates is still caught, but 0 after "0x" is not
// verify: strtol_range.c --sym-stdin 6 => FALSE
// engines: symex (bounded model checking and k-induction give up on the model's stdio unwound at this size, CEGAR reaches its time limit: measured, not claimed)
// why: "0x" (no hex digit after it) converts the 0 and ends at the x: end != buf, errno 0, port 0 passes the range check, and the error is reached
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
extern void reach_error(void);
int main(void) {
  char buf[8];
  if (!fgets(buf, sizeof buf, stdin))
    return 0;
  char *end;
  errno = 0;
  long port = strtol(buf, &end, 0);
  if (end == buf || errno == ERANGE || port < 0 || port > 65535)
    return 1;
  if (port == 0 && *end == 'x')
    reach_error();
  return 0;
}
