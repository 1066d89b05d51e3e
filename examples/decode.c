/* decode: prints the header of a small binary image format: the magic "EF", a version byte, the
   width and the height (a byte each), the number of palette colours, then the palette (three
   bytes a colour). `decode in.bin` prints "8x4, 2 colours, 8 bytes a row". It has two bugs for
   effigy to find: see the README's walk-through ("A real program: a binary decoder"). */
#include <stdio.h>

struct colour {
  unsigned char r, g, b;
};

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: decode FILE\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    fprintf(stderr, "decode: cannot open %s\n", argv[1]);
    return 2;
  }
  unsigned char header[6];
  if (fread(header, 1, 6, f) != 6 || header[0] != 'E' || header[1] != 'F' || header[2] > 2) {
    fprintf(stderr, "decode: not an EF image\n");
    fclose(f);
    return 1;
  }
  int version = header[2], width = header[3], height = header[4], colours = header[5];
  struct colour palette[4];
  for (int i = 0; i < colours; i++) {
    int r = fgetc(f), g = fgetc(f), b = fgetc(f);
    if (b == EOF) {
      fprintf(stderr, "decode: the palette ends early\n");
      fclose(f);
      return 1;
    }
    palette[i].r = (unsigned char)r;
    palette[i].g = (unsigned char)g;
    palette[i].b = (unsigned char)b;
  }
  fclose(f);
  int row_bytes = version == 2 ? (width + 1) / 2 : width;
  printf("%dx%d, %d colours, %d bytes a row\n", width, height, colours, row_bytes);
  if (width * height / colours > 64)
    printf("more than 64 pixels a colour\n");
  return 0;
}
