/* Includes the common headers and uses only what effigy translates. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <stdint.h>
#include <limits.h>
#include <assert.h>
#include <stddef.h>
#include <stdbool.h>

extern int __VERIFIER_nondet_int(void);

static uint32_t mix(uint32_t h, uint8_t b) { return (h ^ b) * 16777619u; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  size_t n = 4;
  int32_t *a = malloc(n * sizeof(int32_t));
  if (a == NULL) return EXIT_FAILURE;
  for (size_t i = 0; i < n; i++) a[i] = x + (int)i;
  uint32_t h = mix(2166136261u, (uint8_t)a[1]);
  bool big = x > INT_MAX - 4;
  if (!big) assert(a[3] == x + 3);
  printf("h = %u, big = %d\n", h, big);
  free(a);
  return EXIT_SUCCESS;
}
