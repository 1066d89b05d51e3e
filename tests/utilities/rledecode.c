// run-length decoder of the file in.rle: "*nc" is n copies of c, "@d" repeats the byte d places back, any other byte is itself; the output is bounded but a back reference further back than the output reads before the buffer
// verify: rledecode.c --sym-file in.rle --sym-file-size 3 --property valid-memsafety => FALSE
// input: in.rle "a@2"
// testgen: --sym-file in.rle --sym-file-size 16 --sym-file-missing
#include <stdio.h>
#include <ctype.h>

int main(void) {
  char out[24];
  int len = 0, c, n, d;
  FILE *f = fopen("in.rle", "r");
  if (!f) {
    fprintf(stderr, "rledecode: cannot open in.rle\n");
    return 1;
  }
  while ((c = fgetc(f)) != EOF) {
    if (c == '*') {
      n = fgetc(f);
      c = fgetc(f);
      if (!isdigit(n) || c == EOF) {
        fprintf(stderr, "rledecode: bad run at output byte %d\n", len);
        fclose(f);
        return 1;
      }
      n -= '0';
      if (len + n > (int)sizeof out)
        goto toolong;
      while (n-- > 0)
        out[len++] = (char)c;
    } else if (c == '@') {
      d = fgetc(f);
      if (!isdigit(d) || d == '0') {
        fprintf(stderr, "rledecode: bad back reference at output byte %d\n", len);
        fclose(f);
        return 1;
      }
      if (len >= (int)sizeof out)
        goto toolong;
      out[len] = out[len - (d - '0')];
      len++;
    } else {
      if (len >= (int)sizeof out)
        goto toolong;
      out[len++] = (char)c;
    }
  }
  fclose(f);
  fwrite(out, 1, (size_t)len, stdout);
  printf("\n%d bytes\n", len);
  return 0;
toolong:
  fprintf(stderr, "rledecode: output longer than %d bytes\n", (int)sizeof out);
  fclose(f);
  return 1;
}
