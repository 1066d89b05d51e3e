// TLV decoder of the file rec.bin: records of a type byte, a length byte and that many value bytes, printed one a line, then a count per type; the type check is > NTYPES instead of >=, so type 4 increments a counter past the table
// verify: tlv.c --sym-file rec.bin --sym-file-size 2 --property valid-memsafety => FALSE
// input: rec.bin "\4\0"
// testgen: --sym-file rec.bin --sym-file-size 16 --sym-file-missing
#include <stdio.h>

enum { T_PAD, T_INT, T_STR, T_BLOB, NTYPES };
static const char *const tname[NTYPES] = {"pad", "int", "str", "blob"};
static int counts[NTYPES];

int main(void) {
  unsigned char val[8];
  int type, len, i, v;
  FILE *f = fopen("rec.bin", "r");
  if (!f) {
    fprintf(stderr, "tlv: cannot open rec.bin\n");
    return 1;
  }
  while ((type = fgetc(f)) != EOF) {
    if (type > NTYPES) {
      fprintf(stderr, "tlv: unknown record type %d\n", type);
      goto bad;
    }
    len = fgetc(f);
    if (len == EOF || len > (int)sizeof val)
      goto bad;
    if (fread(val, 1, (size_t)len, f) != (size_t)len)
      goto bad;
    counts[type]++;
    switch (type) {
    case T_INT:
      if (len > 3)
        goto bad;
      for (v = 0, i = 0; i < len; i++)
        v = v * 256 + val[i];
      printf("int %d\n", v);
      break;
    case T_STR:
      printf("str \"%.*s\"\n", len, (const char *)val);
      break;
    case T_BLOB:
      printf("blob");
      for (i = 0; i < len; i++)
        printf(" %02x", val[i]);
      putchar('\n');
      break;
    default:
      break;
    }
  }
  fclose(f);
  for (i = 0; i < NTYPES; i++)
    printf("%s %d\n", tname[i], counts[i]);
  return 0;
bad:
  fprintf(stderr, "tlv: malformed record at byte %ld\n", ftell(f));
  fclose(f);
  return 1;
}
