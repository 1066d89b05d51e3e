// wc-like state machine over getchar(): counts characters, words and lines of the first 10 characters of input
// expect: TRUE
// why: a word starts only on an OUT->IN transition, so w words need w non-blank characters and w-1 blanks between them: 2w-1 <= chars, i.e. words <= (chars+1)/2; every newline is a counted character
#include <stdio.h>

void reach_error(void) { }

enum state { OUT, IN };

int main(void) {
  int chars = 0, words = 0, lines = 0;
  enum state st = OUT;
  for (int k = 0; k < 10; k++) {
    int c = getchar();
    if (c == EOF)
      break;
    chars++;
    if (c == '\n')
      lines++;
    switch (st) {
    case OUT:
      if (c != ' ' && c != '\t' && c != '\n') {
        st = IN;
        words++;
      }
      break;
    case IN:
      if (c == ' ' || c == '\t' || c == '\n')
        st = OUT;
      break;
    }
  }
  if (!(words <= (chars + 1) / 2))
    reach_error();
  if (!(lines <= chars))
    reach_error();
  printf("%d %d %d\n", lines, words, chars);
  return 0;
}
