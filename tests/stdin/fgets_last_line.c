// assumes that a line fgets reads ends with a newline unless it filled the buffer: a last line without a newline, at the end of the file, breaks it
// verify: fgets_last_line.c --sym-stdin 4 => FALSE
// verify: fgets_last_line.c => FALSE
// engines: symex bmc kind (CEGAR reaches its time limit)
// why: standard input "a" (one byte, then the end of the file): fgets returns "a" without a newline
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char b[8];
  while (fgets(b, sizeof b, stdin) != NULL) {
    size_t n = strlen(b);
    if (n < sizeof b - 1 && b[n - 1] != '\n')
      reach_error();
  }
  return 0;
}
