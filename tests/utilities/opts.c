// option loop of a disk-image planner, parsed by hand: -v, -n SIZE with a k, m or g suffix, -o NAME (also -nSIZE, -oNAME), --; the suffix is applied with int multiplication, so -n 2g (or 2048m) overflows
// verify: opts.c --arg -n --sym-args 1 1 2 --property runtime-errors => FALSE
// input: opts -n 2g
// testgen: --sym-args 0 3 4
#include <stdio.h>
#include <ctype.h>

static int parse_size(const char *s, int *out) {
  int n = 0;
  if (!isdigit((unsigned char)*s))
    return -1;
  while (isdigit((unsigned char)*s))
    n = n * 10 + (*s++ - '0');
  switch (*s) {
  case '\0': break;
  case 'k': n *= 1024; s++; break;
  case 'm': n *= 1024 * 1024; s++; break;
  case 'g': n *= 1024 * 1024 * 1024; s++; break;
  default: return -1;
  }
  if (*s || n == 0)
    return -1;
  *out = n;
  return 0;
}

int main(int argc, char **argv) {
  int i, verbose = 0, size = 512;
  const char *name = "disk.img", *arg, *val;
  for (i = 1; i < argc && argv[i][0] == '-'; i++) {
    arg = argv[i];
    if (arg[1] == '-' && arg[2] == '\0') {
      i++;
      break;
    }
    if (arg[1] == 'v' && arg[2] == '\0') {
      verbose++;
    } else if (arg[1] == 'n' || arg[1] == 'o') {
      val = arg[2] ? arg + 2 : argv[++i];
      if (!val) {
        fprintf(stderr, "opts: option -%c needs an argument\n", arg[1]);
        return 2;
      }
      if (arg[1] == 'o') {
        name = val;
      } else if (parse_size(val, &size)) {
        fprintf(stderr, "opts: bad size '%s'\n", val);
        return 2;
      }
    } else {
      fprintf(stderr, "usage: opts [-v] [-n SIZE[kmg]] [-o NAME]\n");
      return 2;
    }
  }
  if (i < argc) {
    fprintf(stderr, "opts: unexpected operand '%s'\n", argv[i]);
    return 2;
  }
  if (verbose)
    fprintf(stderr, "opts: %d bytes, %d sectors\n", size, size / 512 + (size % 512 != 0));
  printf("%s %d\n", name, size);
  return 0;
}
