// an array of structs whose field n is set to 10 and whose field m is not: the invariant over
// field n (cells at stride 8, offset 0) proves nothing about m (offset 4)
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
struct S { int n; int m; } s[N];
int main(void) {
  for (int i = 0; i < N; i++) { s[i].n = 10; s[i].m = __VERIFIER_nondet_int(); }
  for (int x = 0; x < N; x++) __VERIFIER_assert(s[x].n == 10 && s[x].m == 10);
  return 0;
}
