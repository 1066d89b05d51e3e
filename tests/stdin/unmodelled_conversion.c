// scanf's %f is not modelled: the path through it ends in UNKNOWN under every engine, never a TRUE that the model's choice of result (no conversion) would give — glibc converts "1.5" and the error is reached
// verify: unmodelled_conversion.c => UNKNOWN not modelled
// engines: symex bmc kind
// why: the model stops where it leaves glibc's behaviour out (as the interpreter does); CEGAR times out on the scanf model before reaching it
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  float x;
  if (sscanf("1.5", "%f", &x) == 1)
    reach_error();
  return 0;
}
