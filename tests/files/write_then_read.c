// writes a file, then opens it to read back: what it reads is what it wrote, which effigy does not model, so no verdict may claim a value for it
// verify: write_then_read.c => UNKNOWN not modelled: a file written by the program opened to read
// engines: symex bmc kind (CEGAR reaches its time limit before the read back: measured)
// why: the model keeps no contents for a file the program writes; reading it back ends the path as "not modelled" under every engine, never TRUE
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  FILE *out = fopen("tmp.txt", "w");
  if (!out)
    return 1;
  fputs("ab", out);
  fclose(out);
  FILE *in = fopen("tmp.txt", "r");
  if (!in)
    return 2;
  int c = fgetc(in);
  fclose(in);
  if (c != 'a')
    reach_error();
  return 0;
}
