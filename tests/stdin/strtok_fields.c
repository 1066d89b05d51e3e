// splits a line of standard input at commas with strtok (its state kept across calls) into 3 fields: a fourth field writes past the table
// verify: strtok_fields.c --property valid-memsafety --sym-stdin 8 => FALSE
// engines: symex (bounded model checking and k-induction give up on the model's stdio unwound at this size, CEGAR reaches its time limit: measured, not claimed)
// why: "a,b,c,d" has four fields; strtok(NULL, ",") continues after the previous token each time
#include <stdio.h>
#include <string.h>
int main(void) {
  char line[16];
  char *fields[3];
  int n = 0;
  if (!fgets(line, sizeof line, stdin))
    return 0;
  for (char *t = strtok(line, ",\n"); t; t = strtok(NULL, ",\n"))
    fields[n++] = t;
  return n;
}
