// a char pointer changes one byte of each copied int (the second): the cells differ in their
// bytes though the loop copies whole ints first
// expect: FALSE
// kind: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a1[N], a2[N];
  unsigned char *b = (unsigned char *)a2;
  for (int a = 0; a < N; a++) a1[a] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) { a2[i] = a1[i]; b[4 * i + 1] ^= 1; }
  for (int x = 0; x < N; x++) __VERIFIER_assert(a1[x] != a2[x]);
  __VERIFIER_assert(a1[0] == a2[0]);
  return 0;
}
