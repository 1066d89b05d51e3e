// lexer over getchar() that sums the decimal numbers in its input (up to 6 characters; non-digits separate numbers); a number still being read at the end of input is dropped
// expect: FALSE
// inputs: 55,-1
#include <stdio.h>
#include <ctype.h>

void reach_error(void) { }

int main(void) {
  int count = 0, sum = 0, digits_seen = 0;
  int in_number = 0, value = 0;
  for (int k = 0; k < 6; k++) {
    int c = getchar();
    if (c == EOF)
      break;
    if (isdigit(c)) {
      digits_seen++;
      value = in_number ? value * 10 + (c - '0') : c - '0';
      in_number = 1;
    } else if (in_number) {
      sum += value;
      count++;
      in_number = 0;
    }
  }
  /* bug: missing "if (in_number) { sum += value; count++; }" */
  if (digits_seen > 0 && !(count >= 1))
    reach_error();
  printf("%d numbers, sum %d\n", count, sum);
  return 0;
}
