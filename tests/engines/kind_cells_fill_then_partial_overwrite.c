// a loop fills a with 10, a later loop overwrites its first 10 cells: the fill's invariant over
// the old contents must not speak for the new
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a[N];
  int i;
  for (i = 0; i < N; i++) a[i] = 10;
  for (i = 0; i < 10; i++) a[i] = i;
  for (int x = 0; x < N; x++) __VERIFIER_assert(a[x] == 10);
  return 0;
}
