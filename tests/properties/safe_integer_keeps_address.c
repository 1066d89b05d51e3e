// The block's address is kept only as an integer in a global: it is not lost (LeakSanitizer
// sees the value too), and main's return leaves it allocated, which valid-memsafety allows.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
#include <stdint.h>
uintptr_t saved;
int main(void) {
  int *p = malloc(sizeof(int));
  *p = 5;
  saved = (uintptr_t)p;
  p = 0;
  return 0;
}
