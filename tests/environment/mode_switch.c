// a program whose mode comes from its environment: MODE=debug and a LEVEL above 2 reach the error; the environment is the one --env gives (none: empty), and the replay runs gcc's program in it alone
// verify: mode_switch.c --env MODE=debug --env LEVEL=3 => FALSE
// verify: mode_switch.c --env MODE=debug --env LEVEL=2 => UNKNOWN no error in the environment of --env (MODE=debug LEVEL=2)
// verify: mode_switch.c => UNKNOWN no error in the empty environment
// verify: mode_switch.c --env MODE => ERROR --env "MODE": NAME=VALUE
// verify: mode_switch.c --env A=1 --env A=2 => ERROR the variable is given twice
// engines: symex bmc kind (CEGAR reaches its time limit on the string comparisons: measured)
// why: getenv finds only --env's variables; a TRUE in one environment is no proof for the others (UNKNOWN)
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  const char *mode = getenv("MODE");
  const char *level = getenv("LEVEL");
  if (mode && strcmp(mode, "debug") == 0 && level && atoi(level) > 2)
    reach_error();
  return 0;
}
