// read(2) of a descriptor other than 0 is not modelled: glibc returns -1 (EBADF) for a descriptor that is not open, which the model cannot promise, so no engine answers TRUE
// verify: read_other_fd.c => UNKNOWN not modelled
// engines: symex bmc kind
// why: only standard input's descriptor, before stdio reads it, is modelled
#include <unistd.h>
extern void reach_error(void);
int main(void) {
  char b[1];
  if (read(3, b, 1) < 0)
    reach_error();
  return 0;
}
