// a configuration file that may be missing (--sym-file-missing): without it the program falls back to a default level, and the fallback has the bug; a file that exists always sets a level of at most 5
// verify: missing_file.c --sym-file conf.txt --sym-file-missing => FALSE
// verify: missing_file.c --sym-file conf.txt --sym-file-size 2 => UNKNOWN no error for any contents of the files of --sym-file of at most 2 bytes
// engines: symex bmc kind (CEGAR reaches its time limit on the stdio model: measured)
// why: whether conf.txt exists is an input with --sym-file-missing; missing, fopen fails with ENOENT (errno, as glibc's), the level is 9 and the error is reached; the replay runs gcc's program without the file. Every file that exists sets a level of 0 to 5 or keeps 1
#include <stdio.h>
#include <errno.h>
extern void reach_error(void);
int main(void) {
  int level = 1;
  FILE *f = fopen("conf.txt", "r");
  if (!f) {
    if (errno != ENOENT)
      return 2;
    level = 9;
  } else {
    int c = fgetc(f);
    if (c >= '0' && c <= '5')
      level = c - '0';
    fclose(f);
  }
  /* A second open of a missing file fails again. */
  if (!f && fopen("conf.txt", "r") != 0)
    return 3;
  if (level > 8)
    reach_error();
  return 0;
}
