// tokenizer of standard input: prints each word, number and punctuation byte on a line with its kind; words are cut to the 4-byte token buffer but numbers to 3, so a word of 4 or more letters writes its terminating NUL one past the buffer
// verify: tokenize.c --sym-stdin 4 --property valid-memsafety => FALSE
// input: stdin "abcd"
// testgen: --sym-stdin 16
#include <stdio.h>
#include <ctype.h>

static char tok[4];
static int len;

static void emit(const char *kind) {
  tok[len] = '\0';
  printf("%s %s\n", kind, tok);
  len = 0;
}

int main(void) {
  int c, nwords = 0, nnums = 0, npunct = 0;
  c = getchar();
  while (c != EOF) {
    if (isspace(c)) {
      c = getchar();
    } else if (isalpha(c) || c == '_') {
      while (isalnum(c) || c == '_') {
        if (len < (int)sizeof tok)
          tok[len++] = (char)c;
        c = getchar();
      }
      emit("word");
      nwords++;
    } else if (isdigit(c)) {
      while (isdigit(c)) {
        if (len < (int)sizeof tok - 1)
          tok[len++] = (char)c;
        c = getchar();
      }
      emit("number");
      nnums++;
    } else {
      tok[len++] = (char)c;
      emit("punct");
      npunct++;
      c = getchar();
    }
  }
  printf("%d words, %d numbers, %d other\n", nwords, nnums, npunct);
  return 0;
}
