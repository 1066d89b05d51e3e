// 100000 iterations, each a branch on an input: 2^100000 paths. Tree exploration cannot
// enumerate them; bounded model checking merges the two states of every iteration and decides
// the unwound program as one formula (`effigy verify --engine bmc examples/paths.c`;
// `-D N=10000` for a smaller one).
#ifndef N
#define N 100000
#endif
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned int ones = 0;
  for (int i = 0; i < N; i++) {
    if (__VERIFIER_nondet_int())
      ones++;
  }
  if (ones > N)
    reach_error();
  return 0;
}
