// converts an unsigned int to a string in base 2..16 and parses it back; checks the round trip
// expect: TRUE
// why: the digits are the remainders of repeated division by base, written most significant first; parsing accumulates value*base+digit over them, which rebuilds x exactly (each prefix is <= x, so nothing wraps)
#include <stdio.h>
#include <string.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static const char digits[] = "0123456789abcdef";

static int to_base(unsigned x, unsigned base, char *out) {
  char tmp[33];
  int n = 0;
  do {
    tmp[n++] = digits[x % base];
    x /= base;
  } while (x != 0);
  for (int i = 0; i < n; i++)
    out[i] = tmp[n - 1 - i];
  out[n] = '\0';
  return n;
}

static unsigned from_base(const char *s, unsigned base) {
  unsigned v = 0;
  for (; *s; s++) {
    const char *p = strchr(digits, *s);
    v = v * base + (unsigned)(p - digits);
  }
  return v;
}

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned base = __VERIFIER_nondet_uint();
  __VERIFIER_assume(base >= 2 && base <= 16);
  char buf[33];
  int len = to_base(x, base, buf);
  if (!(len >= 1 && len <= 32 && strlen(buf) == (size_t)len))
    reach_error();
  if (!(from_base(buf, base) == x))
    reach_error();
  printf("%u in base %u is %s\n", x, base, buf);
  return 0;
}
