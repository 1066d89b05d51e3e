// RPN calculator over its arguments: numbers are pushed, + - x / % pop two and push the result, the top is printed; the stack depth and a zero divisor of / are checked but % divides by a zero divisor
// verify: rpn.c --sym-args 3 3 1 --property runtime-errors => FALSE
// input: rpn 7 0 %
// testgen: --sym-args 0 3 4
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEPTH 2

int main(int argc, char **argv) {
  int stack[DEPTH], sp = 0, i, a, b;
  long v;
  char *end;
  if (argc < 2) {
    fprintf(stderr, "usage: rpn TOKEN...\n");
    return 2;
  }
  for (i = 1; i < argc; i++) {
    const char *t = argv[i];
    if (strlen(t) == 1 && strchr("+-x/%", t[0])) {
      if (sp < 2) {
        fprintf(stderr, "rpn: '%s': stack underflow\n", t);
        return 1;
      }
      b = stack[--sp];
      a = stack[--sp];
      switch (t[0]) {
      case '+': a += b; break;
      case '-': a -= b; break;
      case 'x': a *= b; break;
      case '/':
        if (b == 0) {
          fprintf(stderr, "rpn: division by zero\n");
          return 1;
        }
        a /= b;
        break;
      default: a %= b; break;
      }
      stack[sp++] = a;
    } else {
      v = strtol(t, &end, 10);
      if (end == t || *end) {
        fprintf(stderr, "rpn: '%s': not a number\n", t);
        return 1;
      }
      if (sp == DEPTH) {
        fprintf(stderr, "rpn: stack full\n");
        return 1;
      }
      stack[sp++] = (int)v;
    }
  }
  printf("%d\n", stack[sp - 1]);
  return sp == 1 ? 0 : 1;
}
