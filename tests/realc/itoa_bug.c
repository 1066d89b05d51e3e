// hand-written itoa (int to decimal string, with sign) checked against atoi; the digit loop is a while loop, so 0 becomes the empty string
// expect: FALSE
// inputs: 0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static void my_itoa(int v, char *out) {
  char tmp[12];
  int n = 0, neg = v < 0;
  unsigned u = neg ? 0u - (unsigned)v : (unsigned)v;
  while (u != 0) { /* bug: should be a do-while loop, so that 0 gives "0" */
    tmp[n++] = (char)('0' + u % 10);
    u /= 10;
  }
  int k = 0;
  if (neg)
    out[k++] = '-';
  while (n > 0)
    out[k++] = tmp[--n];
  out[k] = '\0';
}

int main(void) {
  char buf[16];
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v > -100000 && v < 100000);
  my_itoa(v, buf);
  if (!(strlen(buf) >= 1))
    reach_error();
  if (!(atoi(buf) == v))
    reach_error();
  printf("%s\n", buf);
  return 0;
}
