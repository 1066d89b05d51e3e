// the copying loop also writes a1 through a pointer (p = a1 + 3): the cells it has copied stay
// equal only below 3; a2[k] == a1[k] for k < i is broken when i passes 3
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a1[N], a2[N];
  int *p = a1 + 3;
  for (int a = 0; a < N; a++) a1[a] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) { a2[i] = a1[i]; *p = 5; }
  for (int x = 0; x < N; x++) __VERIFIER_assert(a1[x] == a2[x]);
  return 0;
}
