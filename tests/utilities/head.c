// head: prints the first N lines of a file (-n N, default 10), or with -n -K all but its last K lines, kept in a ring of at most 4; -n -0 takes the ring index modulo 0
// verify: head.c --arg -n --arg -0 --arg in.txt --sym-file in.txt --sym-file-size 2 --property runtime-errors => FALSE
// input: head -n -0 in.txt, in.txt "a\n"
// testgen: --arg in.txt --sym-args 0 2 3 --sym-file in.txt --sym-file-size 16 --sym-file-missing
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  char ring[4][16], line[16], *end;
  const char *name = NULL, *s;
  long n = 10;
  int i, k, count = 0, allbut = 0;
  FILE *f;
  for (i = 1; i < argc; i++) {
    if (argv[i][0] == '-' && argv[i][1] == 'n' && argv[i][2] == '\0') {
      if (++i == argc)
        goto usage;
      s = argv[i];
      allbut = (*s == '-');
      n = strtol(s + allbut, &end, 10);
      if (end == s + allbut || *end || n < 0) {
        fprintf(stderr, "head: invalid number of lines: '%s'\n", s);
        return 2;
      }
    } else if (!name) {
      name = argv[i];
    } else {
      goto usage;
    }
  }
  if (!name)
    goto usage;
  f = fopen(name, "r");
  if (!f) {
    fprintf(stderr, "head: cannot open '%s'\n", name);
    return 1;
  }
  if (!allbut) {
    while (n > 0 && fgets(line, sizeof line, f)) {
      fputs(line, stdout);
      if (strchr(line, '\n'))
        n--;
    }
  } else {
    if (n > 4) {
      fprintf(stderr, "head: -n -%ld: at most 4 lines can be held back\n", n);
      fclose(f);
      return 2;
    }
    k = (int)n;
    while (fgets(line, sizeof line, f)) {
      if (count >= k)
        fputs(ring[count % k], stdout);
      strcpy(ring[count % k], line);
      count++;
    }
  }
  fclose(f);
  return 0;
usage:
  fprintf(stderr, "usage: head [-n [-]N] FILE\n");
  return 2;
}
