// tr: copies standard input, translating each byte of SET1 to the byte at the same place in SET2 (its last byte repeated when SET2 is shorter), or deleting SET1's bytes with -d; sets may hold ranges such as a-f, expanded into 16 bytes, but a range is expanded without the length check that single bytes get, so a-q or wider writes past the set
// verify: tr.c --sym-args 2 2 3 --sym-stdin 0 --property valid-memsafety => FALSE
// input: tr a-z x
// testgen: --sym-args 2 3 4 --sym-stdin 8
#include <stdio.h>
#include <string.h>

#define SETMAX 16

static int expand(const char *s, unsigned char *out) {
  int n = 0, c;
  while (*s) {
    if (s[1] == '-' && s[2]) {
      for (c = (unsigned char)s[0]; c <= (unsigned char)s[2]; c++)
        out[n++] = (unsigned char)c;
      s += 3;
    } else {
      if (n == SETMAX)
        return -1;
      out[n++] = (unsigned char)*s++;
    }
  }
  return n;
}

int main(int argc, char **argv) {
  unsigned char map[256], set1[SETMAX], set2[SETMAX];
  int i, c, del, n1, n2 = 0;
  del = argc == 3 && argv[1][0] == '-' && argv[1][1] == 'd' && argv[1][2] == '\0';
  if (argc != 3) {
    fprintf(stderr, "usage: tr SET1 SET2 | tr -d SET1\n");
    return 2;
  }
  n1 = expand(argv[del ? 2 : 1], set1);
  if (!del)
    n2 = expand(argv[2], set2);
  if (n1 < 0 || n2 < 0 || (!del && n2 == 0)) {
    fprintf(stderr, "tr: bad set\n");
    return 2;
  }
  for (c = 0; c < 256; c++)
    map[c] = (unsigned char)c;
  for (i = 0; !del && i < n1; i++)
    map[set1[i]] = set2[i < n2 ? i : n2 - 1];
  while ((c = getchar()) != EOF) {
    if (!del)
      putchar(map[c]);
    else if (!memchr(set1, c, (size_t)n1))
      putchar(c);
  }
  return 0;
}
