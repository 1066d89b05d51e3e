// builds a decimal numeral of up to 4 digits from inputs, parses it with the C library's strtol and checks value and end pointer against a hand-written parser
// expect: TRUE
// why: strtol(buf, &end, 10) of a string of 1..4 decimal digits returns its value (< 10000, no overflow) and sets end to the terminating NUL
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

int main(void) {
  char buf[8];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 4);
  long expected = 0;
  for (int i = 0; i < n; i++) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d >= 0 && d <= 9);
    buf[i] = (char)('0' + d);
    expected = expected * 10 + d;
  }
  buf[n] = '\0';
  char *end;
  long v = strtol(buf, &end, 10);
  if (!(v == expected))
    reach_error();
  if (!(end == buf + n && *end == '\0'))
    reach_error();
  printf("%s -> %ld\n", buf, v);
  return 0;
}
