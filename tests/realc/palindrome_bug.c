// palindrome test of a line read with getchar(); the comparison loop starts at i = 1 and so never compares the first and last characters
// expect: FALSE
// inputs: 97,98,10
#include <stdio.h>
#include <string.h>

void reach_error(void) { }

#define MAXLEN 8

static int is_palindrome(const char *s) {
  int len = (int)strlen(s);
  for (int i = 1; i < len / 2; i++) { /* bug: should start at i = 0 */
    if (s[i] != s[len - 1 - i])
      return 0;
  }
  return 1;
}

int main(void) {
  char line[MAXLEN + 1];
  int len = 0;
  int c;
  while (len < MAXLEN) {
    c = getchar();
    if (c == EOF || c == '\n' || c == '\0')
      break;
    line[len++] = (char)c;
  }
  line[len] = '\0';
  if (is_palindrome(line)) {
    /* a palindrome reads the same backwards */
    for (int i = 0; i < len; i++)
      if (line[i] != line[len - 1 - i])
        reach_error();
    printf("\"%s\" is a palindrome\n", line);
  } else {
    printf("\"%s\" is not a palindrome\n", line);
  }
  return 0;
}
