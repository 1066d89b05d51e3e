// glibc keeps several bytes pushed back by ungetc and gives them back last in, first out, before any byte of the file; ungetc of EOF pushes nothing
// verify: ungetc_twice.c => TRUE
// engines: symex bmc kind (CEGAR reaches its time limit on the stream's state)
// why: C guarantees one pushback; glibc keeps more (its backup area); the model keeps 64
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  if (ungetc('a', stdin) != 'a' || ungetc('b', stdin) != 'b' || ungetc(EOF, stdin) != EOF)
    reach_error();
  if (feof(stdin))
    reach_error();
  int first = getchar(), second = getchar();
  if (first != 'b' || second != 'a')
    reach_error();
  return 0;
}
