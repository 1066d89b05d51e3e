// scanf's width bounds what %3s stores (three bytes and the terminator): no input stores more, and a failed conversion stores nothing
// verify: scanf_width.c --sym-stdin 6 => UNKNOWN no error for any standard input of at most 6 bytes
// engines: symex (bounded model checking and k-induction give up on the model's stdio unwound at this size, CEGAR reaches its time limit: measured, not claimed)
// why: glibc stops %3s after 3 characters; at the end of the input scanf returns EOF and leaves w as it was
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char w[8] = "unset";
  int r = scanf("%3s", w);
  if (r == 1 && strlen(w) > 3)
    reach_error();
  if (r != 1 && strcmp(w, "unset") != 0)
    reach_error();
  return 0;
}
