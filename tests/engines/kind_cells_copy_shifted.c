// the copy is off by one (a2[i] = a1[i + 1]): the candidate a2[k] == a1[k] is not inductive,
// and no other invariant may prove the check
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a1[N + 1], a2[N];
  for (int a = 0; a <= N; a++) a1[a] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) a2[i] = a1[i + 1];
  for (int x = 0; x < N; x++) __VERIFIER_assert(a1[x] == a2[x]);
  return 0;
}
