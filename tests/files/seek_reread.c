// reads a header byte, seeks back and reads it again with the next one, then seeks past the end: every position and byte is glibc's, so the program's checks of its own reads all hold
// verify: seek_reread.c --sym-file h.bin --sym-file-size 3 => UNKNOWN no error for any contents of the files of --sym-file of at most 3 bytes
// verify: seek_reread.c --sym-file h.bin --sym-file-size 3 --property runtime-errors => UNKNOWN no error for any contents of the files of --sym-file of at most 3 bytes
// engines: symex (the other engines reach their time limits on the stdio model with its kept bytes: measured)
// why: a seek back rereads the kept bytes (the same inputs), ftell counts ungetc's pushback, a seek past the end gives EOF and clears the indicator, SEEK_CUR and a negative target behave as glibc's
#include <stdio.h>
#include <errno.h>
extern void reach_error(void);
int main(void) {
  FILE *f = fopen("h.bin", "rb");
  if (!f)
    return 1;
  int a = fgetc(f);
  if (a == EOF)
    return 2;
  if (ftell(f) != 1)
    reach_error();
  ungetc('z', f);
  if (ftell(f) != 0)
    reach_error();
  if (fseek(f, 0, SEEK_SET) != 0 || ftell(f) != 0)
    reach_error();
  if (fgetc(f) != a)
    reach_error();
  int b = fgetc(f);
  if (b != EOF) {
    if (fseek(f, -1, SEEK_CUR) != 0)
      reach_error();
    if (fgetc(f) != b)
      reach_error();
  }
  if (fseek(f, -10, SEEK_SET) != -1 || errno != EINVAL)
    reach_error();
  if (fseek(f, 10, SEEK_SET) != 0 || ftell(f) != 10)
    reach_error();
  if (fgetc(f) != EOF || !feof(f))
    reach_error();
  if (fseek(f, 0, SEEK_END) != 0 || feof(f))
    reach_error();
  long n = ftell(f);
  if (n < 1 || n > 3 || (b == EOF) != (n == 1))
    reach_error();
  fclose(f);
  return 0;
}
