// joins a directory and a file name (each up to 4 letters from inputs) with '/' into a fixed buffer with strcpy/strcat after a length check
// expect: TRUE
// why: the join happens only when strlen(dir) + 1 + strlen(file) < sizeof out, so strcpy/strcat stay in bounds and the result has length dl + 1 + fl with the separator at index dl (an empty dir gives "/file")
#include <stdio.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static void read_name(char *s, int max) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= max);
  for (int i = 0; i < n; i++) {
    s[i] = __VERIFIER_nondet_char();
    __VERIFIER_assume(s[i] >= 'a' && s[i] <= 'z');
  }
  s[n] = '\0';
}

static int join(char *out, size_t size, const char *dir, const char *file) {
  if (strlen(dir) + 1 + strlen(file) >= size)
    return -1;
  strcpy(out, dir);
  strcat(out, "/");
  strcat(out, file);
  return 0;
}

int main(void) {
  char dir[5], file[5], out[8];
  read_name(dir, 4);
  read_name(file, 4);
  size_t dl = strlen(dir), fl = strlen(file);
  if (join(out, sizeof out, dir, file) == 0) {
    if (!(strlen(out) == dl + 1 + fl && out[dl] == '/' && strncmp(out, dir, dl) == 0))
      reach_error();
    if (!(strcmp(out + dl + 1, file) == 0))
      reach_error();
    printf("%s\n", out);
  } else if (!(dl + 1 + fl >= sizeof out)) {
    reach_error();
  }
  return 0;
}
