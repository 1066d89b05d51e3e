/* rpn: evaluates its arguments as an expression in reverse Polish notation of one-digit numbers
   and + - * /; `rpn 3 4 + 2 '*'` prints 14. It has two bugs for effigy to find: see the README's
   walk-through ("A real program: a calculator over argv"). */
#include <stdio.h>

int main(int argc, char **argv) {
  int stack[4];
  int n = 0;
  for (int i = 1; i < argc; i++) {
    char c = argv[i][0];
    if (c >= '0' && c <= '9' && argv[i][1] == 0) {
      stack[n++] = c - '0';
    } else if (n >= 2 && argv[i][1] == 0 && (c == '+' || c == '-' || c == '*' || c == '/')) {
      int b = stack[--n];
      int a = stack[--n];
      stack[n++] = c == '+' ? a + b : c == '-' ? a - b : c == '*' ? a * b : a / b;
    } else {
      fprintf(stderr, "rpn: bad argument %s\n", argv[i]);
      return 2;
    }
  }
  if (n != 1) {
    fprintf(stderr, "rpn: %d values left\n", n);
    return 2;
  }
  printf("%d\n", stack[0]);
  return 0;
}
