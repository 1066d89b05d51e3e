// copies $HOME into a buffer of 16 bytes: a longer value overflows it; with HOME unset getenv returns NULL, which the program checks
// verify: home_copy.c --env HOME=/home/a-rather-long-name --property valid-memsafety => FALSE
// verify: home_copy.c --env HOME=/root --property valid-memsafety => UNKNOWN no error in the environment of --env (HOME=/root)
// verify: home_copy.c --property valid-memsafety => UNKNOWN no error in the empty environment
// engines: symex bmc kind (CEGAR reaches its time limit on strcpy: measured)
// why: the environment is concrete: strcpy of a 25-byte value into 16 bytes writes past the buffer, which AddressSanitizer confirms in gcc's program run with that HOME alone (env -i)
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
int main(void) {
  char buf[16];
  const char *home = getenv("HOME");
  if (!home)
    return 1;
  strcpy(buf, home);
  return buf[0] == '/';
}
