// counts words on standard input by length, in a table of 8 counters: a word of 8 letters or more writes past the table
// verify: word_lengths.c --property valid-memsafety --sym-stdin 10 => FALSE
// engines: symex (bounded model checking and k-induction give up on the model's stdio unwound at this size, CEGAR reaches its time limit: measured, not claimed)
// why: the length is counted to the end of the word and then used as an index; "aaaaaaaa" (eight letters) indexes hist[8]
#include <stdio.h>
#include <ctype.h>
int main(void) {
  int hist[8] = {0};
  int len = 0, c;
  while ((c = getchar()) != EOF) {
    if (isalpha(c)) {
      len++;
    } else if (len > 0) {
      hist[len]++;
      len = 0;
    }
  }
  if (len > 0)
    hist[len]++;
  return hist[1] > hist[2];
}
