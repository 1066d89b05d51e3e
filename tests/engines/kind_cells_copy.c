// a loop copies an array of 100 000 ints, a later loop checks every cell: the invariant
// ∀k < i. a2[k] == a1[k] of the copying loop (over array cells, assumed through its instances)
// carries to the check; no unwinding reaches it
// expect: TRUE
// kind: TRUE
// bmc: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
#define N 100000
int main(void) {
  int a1[N], a2[N];
  for (int a = 0; a < N; a++) a1[a] = __VERIFIER_nondet_int();
  int i;
  for (i = 0; i < N; i++) a2[i] = a1[i];
  for (int x = 0; x < N; x++) __VERIFIER_assert(a1[x] == a2[x]);
  return 0;
}
