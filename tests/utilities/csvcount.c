// CSV field counter of standard input: prints the number of fields of each line, honouring double-quoted fields with "" escapes; a byte other than a comma or a newline right after a closing quote fails the parser's assertion
// verify: csvcount.c --sym-stdin 4 --property runtime-errors => FALSE
// input: stdin "\"a\"b"
// testgen: --sym-stdin 16
#include <stdio.h>
#include <assert.h>

int main(void) {
  int c, line = 1, fields = 1, col = 0, maxf = 0;
  int quoted = 0, closed = 0;
  while ((c = getchar()) != EOF) {
    if (quoted) {
      if (c == '"') {
        quoted = 0;
        closed = 1;
      }
      col++;
      continue;
    }
    if (closed) {
      closed = 0;
      if (c == '"') { /* "" inside a quoted field */
        quoted = 1;
        col++;
        continue;
      }
      assert(c == ',' || c == '\n');
    }
    if (c == '\n') {
      printf("%d: %d\n", line, fields);
      if (fields > maxf)
        maxf = fields;
      line++;
      fields = 1;
      col = 0;
      continue;
    }
    if (c == ',')
      fields++;
    else if (c == '"' && (col == 0))
      quoted = 1;
    col++;
  }
  if (quoted) {
    fprintf(stderr, "csvcount: line %d: unterminated quoted field\n", line);
    return 1;
  }
  if (col > 0) {
    printf("%d: %d\n", line, fields);
    if (fields > maxf)
      maxf = fields;
  }
  printf("max %d\n", maxf);
  return 0;
}
