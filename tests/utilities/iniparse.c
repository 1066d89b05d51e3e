// INI parser of a file: reads "[section]" headers and "key = value" lines, skipping blank lines and ; or # comments, and prints section.key=value; a header line without its closing bracket stores through strchr's NULL
// verify: iniparse.c --arg a.ini --sym-file a.ini --sym-file-size 2 --property valid-memsafety => FALSE
// input: iniparse a.ini, a.ini "[a"
// testgen: --arg a.ini --sym-args 0 1 1 --sym-file a.ini --sym-file-size 16 --sym-file-missing
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static char *trim(char *s) {
  char *e;
  while (isspace((unsigned char)*s))
    s++;
  e = s + strlen(s);
  while (e > s && isspace((unsigned char)e[-1]))
    *--e = '\0';
  return s;
}

int main(int argc, char **argv) {
  char line[32], section[16] = "";
  char *p, *eq, *end;
  int lineno = 0, nkeys = 0;
  FILE *f;
  if (argc != 2) {
    fprintf(stderr, "usage: iniparse FILE\n");
    return 2;
  }
  f = fopen(argv[1], "r");
  if (!f) {
    fprintf(stderr, "iniparse: cannot open %s\n", argv[1]);
    return 1;
  }
  while (fgets(line, sizeof line, f)) {
    lineno++;
    p = trim(line);
    if (*p == '\0' || *p == ';' || *p == '#')
      continue;
    if (*p == '[') {
      end = strchr(p, ']');
      *end = '\0';
      snprintf(section, sizeof section, "%s", trim(p + 1));
      continue;
    }
    eq = strchr(p, '=');
    if (!eq) {
      fprintf(stderr, "%s:%d: expected key = value\n", argv[1], lineno);
      continue;
    }
    *eq = '\0';
    printf("%s%s%s=%s\n", section, *section ? "." : "", trim(p), trim(eq + 1));
    nkeys++;
  }
  fclose(f);
  printf("%d keys\n", nkeys);
  return 0;
}
