// a loop runs i up to n and j keeps j <= i: the difference j - i is at most 0 at the head
// (a zone constraint), so j < n at every access of a[j] — no interval of j alone says so,
// since n is an input
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000)
    return 0;
  int j = 0;
  for (int i = 0; i < n; i++) {
    if (__VERIFIER_nondet_int())
      j = i;
    if (j > i)
      reach_error();
  }
  return 0;
}
