// copies a file to another in upper case, counting what it writes with fputc and fprintf's results; a byte 0xff in the input makes the copy write one byte less than it counts, which the program's own check catches
// verify: copy_upper.c --sym-file in.txt --sym-file-size 3 => FALSE
// verify: copy_upper.c --sym-file in.txt --sym-file-size 3 --property valid-memsafety => UNKNOWN no error for any contents of the files of --sym-file of at most 3 bytes
// engines: symex (bounded model checking and k-induction give up on the stdio model unwound at this size, CEGAR reaches its time limit: measured)
// why: the output file is written (fopen "w", fputc, fprintf, fclose) and never read back; only the input's bytes decide the paths, and "\377" is the one that reaches the error
#include <stdio.h>
#include <ctype.h>
extern void reach_error(void);
int main(void) {
  FILE *in = fopen("in.txt", "r");
  if (!in)
    return 1;
  FILE *out = fopen("out.txt", "w");
  if (!out)
    return 2;
  int c, copied = 0, written = 0;
  while ((c = fgetc(in)) != EOF) {
    copied++;
    if (c != 0xff)
      written += fputc(toupper(c), out) != EOF;
  }
  written += fprintf(out, "\n%d\n", copied) > 0;
  if (ferror(out))
    return 3;
  fclose(out);
  fclose(in);
  if (written != copied + 1)
    reach_error();
  return 0;
}
