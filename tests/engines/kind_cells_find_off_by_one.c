// a linear search stops at the first cell equal to e; checking the cells up to and including
// where it stopped fails when it found e
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a[N];
  int e = __VERIFIER_nondet_int();
  for (int j = 0; j < N; j++) a[j] = __VERIFIER_nondet_int();
  int i = 0;
  while (i < N - 1 && a[i] != e) i = i + 1;
  for (int x = 0; x <= i; x++) __VERIFIER_assert(a[x] != e);
  return 0;
}
