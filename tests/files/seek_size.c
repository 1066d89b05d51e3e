// reads a whole file the usual way (fseek to the end, ftell, rewind, fread) into a buffer of its size, then writes a terminating 0 one past it
// verify: seek_size.c --sym-file data.txt --sym-file-size 4 --property valid-memsafety => FALSE
// engines: symex (bounded model checking and k-induction give up on the stdio model with its kept bytes, CEGAR reaches its time limit: measured)
// why: the buffer has n bytes and buf[n] = 0 writes the n+1-th; ftell after SEEK_END is the file's length, which the search chooses (any length up to 4 reaches it)
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  FILE *f = fopen("data.txt", "rb");
  if (!f)
    return 1;
  if (fseek(f, 0, SEEK_END) != 0)
    return 2;
  long n = ftell(f);
  rewind(f);
  char *buf = malloc(n > 0 ? n : 1);
  if (!buf)
    return 3;
  size_t got = fread(buf, 1, n, f);
  buf[got] = 0;
  fclose(f);
  int r = buf[0];
  free(buf);
  return r;
}
