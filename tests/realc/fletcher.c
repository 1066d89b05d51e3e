// Fletcher-16 checksum of up to 6 bytes, computed with a modulo per byte and with the usual delayed-reduction optimisation; checks that both agree
// expect: TRUE
// why: both compute sum1 = sum of bytes mod 255 and sum2 = sum of the running sum1 values mod 255; reducing with x = (x & 0xff) + (x >> 8) twice at the end, plus a final conditional subtraction, gives x mod 255 for the sums that occur (< 2^16), since 256 = 1 mod 255
#include <stdio.h>
#include <stdint.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

static uint16_t fletcher16_simple(const uint8_t *data, int n) {
  uint16_t sum1 = 0, sum2 = 0;
  for (int i = 0; i < n; i++) {
    sum1 = (uint16_t)((sum1 + data[i]) % 255);
    sum2 = (uint16_t)((sum2 + sum1) % 255);
  }
  return (uint16_t)((sum2 << 8) | sum1);
}

static uint16_t fletcher16_fast(const uint8_t *data, int n) {
  uint32_t sum1 = 0, sum2 = 0;
  for (int i = 0; i < n; i++) {
    sum1 += data[i];
    sum2 += sum1;
  }
  sum1 = (sum1 & 0xff) + (sum1 >> 8);
  sum1 = (sum1 & 0xff) + (sum1 >> 8);
  sum2 = (sum2 & 0xff) + (sum2 >> 8);
  sum2 = (sum2 & 0xff) + (sum2 >> 8);
  if (sum1 >= 255)
    sum1 -= 255;
  if (sum2 >= 255)
    sum2 -= 255;
  return (uint16_t)((sum2 << 8) | sum1);
}

int main(void) {
  uint8_t data[6];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  for (int i = 0; i < n; i++)
    data[i] = __VERIFIER_nondet_uchar();
  uint16_t a = fletcher16_simple(data, n), b = fletcher16_fast(data, n);
  if (!(a == b))
    reach_error();
  printf("%04x\n", a);
  return 0;
}
