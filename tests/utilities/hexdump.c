// hex dumper of a file: prints 8 bytes a row, the offset, the bytes in hex and a column where control bytes show by name as od -a does; the name table has 32 entries (no "sp") but bytes up to ' ' index it, so a space in the file reads past the table
// verify: hexdump.c --arg in.bin --sym-file in.bin --sym-file-size 2 --property valid-memsafety => FALSE
// input: hexdump in.bin, in.bin " "
// testgen: --arg in.bin --sym-args 0 1 1 --sym-file in.bin --sym-file-size 16 --sym-file-missing
#include <stdio.h>

static const char *const names[32] = {
  "nul", "soh", "stx", "etx", "eot", "enq", "ack", "bel",
  "bs",  "ht",  "nl",  "vt",  "ff",  "cr",  "so",  "si",
  "dle", "dc1", "dc2", "dc3", "dc4", "nak", "syn", "etb",
  "can", "em",  "sub", "esc", "fs",  "gs",  "rs",  "us",
};

int main(int argc, char **argv) {
  unsigned char buf[8];
  size_t n, i;
  long off = 0;
  FILE *f;
  if (argc != 2) {
    fprintf(stderr, "usage: hexdump FILE\n");
    return 2;
  }
  f = fopen(argv[1], "r");
  if (!f) {
    fprintf(stderr, "hexdump: cannot open %s\n", argv[1]);
    return 1;
  }
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
    printf("%06lx ", off);
    for (i = 0; i < sizeof buf; i++) {
      if (i < n)
        printf(" %02x", buf[i]);
      else
        printf("   ");
    }
    printf("  ");
    for (i = 0; i < n; i++) {
      if (buf[i] <= ' ')
        printf(" %s", names[buf[i]]);
      else if (buf[i] == 127)
        printf(" del");
      else if (buf[i] > 127)
        printf(" .");
      else
        printf(" %c", buf[i]);
    }
    putchar('\n');
    off += (long)n;
  }
  fclose(f);
  printf("%06lx\n", off);
  return 0;
}
