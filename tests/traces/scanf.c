// What the C library stores in the program's variables (scanf's, memset's) is shown, and a
// condition on a call's result is written as the call.
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  int x = 0, y = 0;
  char word[8];
  if (scanf("%d %d", &x, &y) != 2) return 0;
  memset(word, 'a', 3);
  word[3] = 0;
  if (x * 3 == y && x > 2 && x < 5 && strlen(word) == 3) reach_error();
  return 0;
}
