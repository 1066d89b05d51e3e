// reads two numbers separated by a comma with scanf; a pair where the second is three times the first less 4 (and the first above 10) reaches the error
// verify: pair_sum.c --sym-stdin 16 => FALSE
// verify: pair_sum.c --sym-stdin 3 => UNKNOWN no error for any standard input of at most 3 bytes
// engines: symex (the portfolio's first search: inputs of at most 16 bytes; over input of any length tree exploration alone needs about 25 s, the portfolio under 4 s — crates/effigy/tests/stdin.rs checks that)
// why: "14,38" (five bytes); no input of three bytes has two numbers whose first is above 10
#include <stdio.h>
#include <assert.h>
int main(void) {
  int x, y;
  if (scanf("%d,%d", &x, &y) != 2)
    return 1;
  if (x > 10 && y == x * 3 - 4)
    assert(0);
  return 0;
}
