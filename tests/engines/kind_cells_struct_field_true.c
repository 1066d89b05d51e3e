// an array of structs: field n set to 10 by one loop, checked by another while field m holds
// anything (cells at stride 8, offset 0)
// expect: TRUE
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
struct S { int n; int m; } s[N];
int main(void) {
  int c = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) { s[i].m = c; s[i].n = 10; }
  for (int x = 0; x < N; x++) __VERIFIER_assert(s[x].n == 10);
  return 0;
}
