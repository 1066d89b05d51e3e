// two files of --sym-file read side by side: each its own bytes and its own end of file
// verify: two_files.c --sym-file a.txt --sym-file b.txt => FALSE
// verify: two_files.c --sym-file a.txt => UNKNOWN not modelled: fopen
// engines: symex bmc kind (CEGAR reaches its time limit)
// why: a.txt "q" (then its end) and b.txt "z"; with b.txt not given, opening it is not modelled
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  FILE *a = fopen("a.txt", "r");
  FILE *b = fopen("b.txt", "r");
  if (!a || !b)
    return 1;
  int x = fgetc(a), y = fgetc(b);
  if (x == 'q' && y == 'z' && fgetc(a) == EOF && !feof(b))
    reach_error();
  fclose(a);
  fclose(b);
  return 0;
}
