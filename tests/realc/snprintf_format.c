// formats a bounded non-negative int with snprintf into a 16-byte buffer and checks the reported length against a digit count and the text's first digit
// expect: TRUE
// why: snprintf returns the number of characters of "%d" of x, which is the number of decimal digits of x (1..5 for 0 <= x <= 99999), it fits in the buffer, and the first character is the leading digit
#include <stdio.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static int digits(int x) {
  int d = 1;
  while (x >= 10) {
    x /= 10;
    d++;
  }
  return d;
}

int main(void) {
  char buf[16];
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 99999);
  int len = snprintf(buf, sizeof buf, "%d", x);
  if (!(len == digits(x)))
    reach_error();
  int lead = x;
  while (lead >= 10)
    lead /= 10;
  if (!(buf[0] == '0' + lead))
    reach_error();
  printf("[%s] %d\n", buf, len);
  return 0;
}
