// reads a line of up to 8 printable characters with getchar(), reverses it in place, and checks that reversing twice gives the line back
// expect: TRUE
// why: reverse() swaps s[i] and s[len-1-i] for i < len/2, a permutation that is its own inverse; only printable characters are stored, so strlen(buf) == len and the copy compares equal
#include <stdio.h>
#include <string.h>
#include <ctype.h>

void reach_error(void) { }

#define MAXLEN 8

static void reverse(char *s) {
  size_t len = strlen(s);
  if (len < 2)
    return;
  for (size_t i = 0, j = len - 1; i < j; i++, j--) {
    char t = s[i];
    s[i] = s[j];
    s[j] = t;
  }
}

int main(void) {
  char buf[MAXLEN + 1];
  char copy[MAXLEN + 1];
  int len = 0;
  int c;
  while (len < MAXLEN && (c = getchar()) != EOF && c != '\n') {
    if (!isprint(c))
      continue; /* drop control characters */
    buf[len++] = (char)c;
  }
  buf[len] = '\0';
  strcpy(copy, buf);
  reverse(buf);
  if (len > 0 && !(buf[0] == copy[len - 1]))
    reach_error();
  reverse(buf);
  if (!(strlen(buf) == (size_t)len && strcmp(buf, copy) == 0))
    reach_error();
  printf("%s\n", buf);
  return 0;
}
