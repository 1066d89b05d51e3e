// after the copy, a pointer into a1 (an alias the loops never name) changes one cell: the copy's
// invariant was over a1's contents before that store, and must not survive it
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a1[N], a2[N];
  int *p = &a1[7];
  for (int a = 0; a < N; a++) a1[a] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) a2[i] = a1[i];
  *p = a2[7] + 1;
  for (int x = 0; x < N; x++) __VERIFIER_assert(a1[x] == a2[x]);
  return 0;
}
