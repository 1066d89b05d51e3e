// Caesar cipher over a line read with getchar(): letters are shifted by k (case kept, other characters unchanged) and shifted back; checks the round trip
// expect: TRUE
// why: for a letter, (c - base + k) % 26 + base stays a letter of the same case and shifting by 26 - k undoes it; isalpha/isupper in the C locale are false for non-ASCII bytes, which are left alone
#include <stdio.h>
#include <ctype.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAXLEN 8

static int shift(int c, int k) {
  if (isupper(c))
    return 'A' + (c - 'A' + k) % 26;
  if (islower(c))
    return 'a' + (c - 'a' + k) % 26;
  return c;
}

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 25);
  int text[MAXLEN], enc[MAXLEN];
  int n = 0;
  while (n < MAXLEN) {
    int c = getchar();
    if (c == EOF || c == '\n')
      break;
    text[n++] = c;
  }
  for (int i = 0; i < n; i++)
    enc[i] = shift(text[i], k);
  for (int i = 0; i < n; i++) {
    if (!((isalpha(enc[i]) != 0) == (isalpha(text[i]) != 0)))
      reach_error();
    if (!(shift(enc[i], 26 - k) == text[i]))
      reach_error();
    putchar(enc[i]);
  }
  putchar('\n');
  return 0;
}
