// a binary decoder: the magic "EF", a count byte, then that many records of two bytes into a table of 4: a count above 4 writes past the table
// verify: records.c --sym-file in.bin --property valid-memsafety => FALSE
// verify: records.c --sym-file in.bin --sym-file-size 8 --property valid-memsafety => UNKNOWN no error for any contents of the files of --sym-file of at most 8 bytes
// verify: records.c --property valid-memsafety => UNKNOWN not modelled: fopen of a file not named by sym file
// engines: symex bmc kind (CEGAR reaches its time limit: measured)
// why: "EF" and a count of 5 (13 bytes for four records and a fifth) writes table[4]; eight bytes hold only two records; without --sym-file the file's contents are unknown
#include <stdio.h>
#include <stdlib.h>
struct rec { unsigned char tag, len; };
int main(void) {
  FILE *f = fopen("in.bin", "rb");
  if (!f) return 1;
  struct rec table[4];
  if (fgetc(f) != 'E' || fgetc(f) != 'F') { fclose(f); return 2; }
  int n = fgetc(f);
  if (n == EOF) { fclose(f); return 3; }
  for (int i = 0; i < n; i++) {
    int t = fgetc(f), l = fgetc(f);
    if (t == EOF || l == EOF) break;
    table[i].tag = (unsigned char)t;
    table[i].len = (unsigned char)l;
  }
  fclose(f);
  return table[0].tag;
}
