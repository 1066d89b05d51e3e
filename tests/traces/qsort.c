// A C library function that calls back into the program (qsort's comparison) and stores into
// the program's array: the calls and the stores, located at the program's call.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int main(void) {
  int v[3];
  int t = 0;
  for (int i = 0; i < 3; i++) { v[i] = __VERIFIER_nondet_int(); t += abs(v[i]); }
  if (v[0] < -2 || v[0] > 2 || v[1] < -2 || v[1] > 2 || v[2] < -2 || v[2] > 2) return 0;
  qsort(v, 3, sizeof v[0], cmp);
  if (v[0] == -2 && v[2] == 1 && t == 4) reach_error();
  return 0;
}
