// The block is freed on the normal path, lost on the error path.
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// decided-by: symex bmc
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int work(void) {
  int *buf = malloc(4 * sizeof(int));
  if (__VERIFIER_nondet_int() < 0) return -1;
  buf[0] = 1;
  free(buf);
  return 0;
}
int main(void) { return work() < 0 ? 1 : 0; }
