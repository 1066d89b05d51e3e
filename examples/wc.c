/* wc: counts the lines, words and bytes of its standard input, then prints the average length
   of a word and how many words have each length; `printf 'a bb\nccc\n' | wc` prints "2 3 9",
   the average 2, and the counts of lengths 1 to 3. It has two bugs for effigy to find: see the
   README's walk-through ("A real program: a word counter over standard input"). */
#include <stdio.h>
#include <ctype.h>

int main(void) {
  int by_length[4] = {0};
  int lines = 0, words = 0, bytes = 0, letters = 0, len = 0, c;
  while ((c = getchar()) != EOF) {
    bytes++;
    if (c == '\n')
      lines++;
    if (isspace(c)) {
      if (len > 0) {
        by_length[len]++;
        words++;
        len = 0;
      }
    } else {
      len++;
      letters++;
    }
  }
  if (len > 0) {
    by_length[len]++;
    words++;
  }
  printf("%d %d %d\n", lines, words, bytes);
  printf("average length %d\n", letters / words);
  for (int i = 1; i < 4; i++)
    printf("%d: %d\n", i, by_length[i]);
  return 0;
}
