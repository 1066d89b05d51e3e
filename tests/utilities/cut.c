// cut: prints field N (-fN, 1 to 4) of each line of standard input, fields separated by the -dC character (default tab); the range check lets -f0 through, which on a line with a delimiter reads the field table before its start
// verify: cut.c --sym-args 1 1 3 --sym-stdin 1 --property valid-memsafety => FALSE
// input: cut -f0, stdin "\t"
// testgen: --sym-args 1 2 4 --sym-stdin 8
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ctype.h>

int main(int argc, char **argv) {
  char line[32], *fld[4], *p;
  int i, nf, field = -1, delim = '\t';
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] == '-' && a[1] == 'd' && a[2] && !a[3])
      delim = (unsigned char)a[2];
    else if (a[0] == '-' && a[1] == 'f' && isdigit((unsigned char)a[2]) && !a[3])
      field = a[2] - '0';
    else
      goto usage;
  }
  if (field < 0 || field > 4)
    goto usage;
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = '\0';
    nf = 0;
    p = line;
    fld[nf++] = p;
    while ((p = strchr(p, delim)) != NULL && nf < 4) {
      *p++ = '\0';
      fld[nf++] = p;
    }
    if (nf == 1) /* no delimiter: the whole line */
      puts(line);
    else if (field > nf)
      putchar('\n');
    else
      puts(fld[field - 1]);
  }
  return 0;
usage:
  fprintf(stderr, "usage: cut [-dC] -fN (N from 1 to 4)\n");
  return 2;
}
