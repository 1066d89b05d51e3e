// a[i] = i into unsigned chars: a[k] == k holds as bits below 256 only; the check at 300 cells
// compares the promoted char with x, which differs from 256 on
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  unsigned char a[300];
  for (int i = 0; i < 300; i++) a[i] = i;
  for (int x = 0; x < 300; x++) __VERIFIER_assert(a[x] == x);
  return 0;
}
