// counts the lines of a file with fgets into a buffer of 8: a line longer than 7 bytes is read in pieces and counted twice, which the program's own assertion catches
// verify: line_count.c --sym-file notes.txt --sym-file-size 10 => FALSE
// engines: symex (bounded model checking and k-induction give up on the stdio model unwound at this size: measured)
// why: a line of 8 or more bytes before its newline makes fgets return a piece without a newline
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  FILE *f = fopen("notes.txt", "r");
  if (!f)
    return 1;
  char line[8];
  int lines = 0, newlines = 0;
  while (fgets(line, sizeof line, f)) {
    lines++;
    if (strchr(line, '\n'))
      newlines++;
    else if (!feof(f))
      reach_error();
  }
  fclose(f);
  return lines - newlines;
}
