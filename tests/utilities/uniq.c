// uniq -c of standard input: prints each run of equal adjacent lines once with its length, then a checksum of the distinct lines; the newline is stripped by testing line[strlen(line) - 1], which reads before the buffer when a line starts with a NUL byte
// verify: uniq.c --sym-stdin 2 --property valid-memsafety => FALSE
// input: stdin "\0\n"
// testgen: --sym-stdin 16
#include <stdio.h>
#include <string.h>

int main(void) {
  char line[16], prev[16];
  int count = 0, runs = 0;
  unsigned sum = 0;
  size_t n, i;
  while (fgets(line, sizeof line, stdin)) {
    n = strlen(line);
    if (line[n - 1] == '\n')
      line[n - 1] = '\0';
    if (count > 0 && strcmp(line, prev) == 0) {
      count++;
      continue;
    }
    if (count > 0)
      printf("%7d %s\n", count, prev);
    strcpy(prev, line);
    count = 1;
    runs++;
    for (i = 0; line[i]; i++)
      sum = (sum << 1 | sum >> 15) + (unsigned char)line[i];
  }
  if (count > 0)
    printf("%7d %s\n", count, prev);
  printf("%d distinct, checksum %u\n", runs, sum & 0xffff);
  return 0;
}
