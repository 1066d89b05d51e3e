/* Binary search in a sorted array of 8: if x is found, a[m] == x. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int a[8];
  for (int k = 0; k < 8; k++) a[k] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int lo = 0, hi = 7, found = -1;
  /*@ loop invariant 0 <= lo && lo <= 8 && -1 <= hi && hi <= 7;
      loop invariant found == -1 || 0 <= found && found < 8 && a[found] == x; */
  while (lo <= hi && found < 0) {
    int m = lo + (hi - lo) / 2;
    if (a[m] == x) found = m;
    else if (a[m] < x) lo = m + 1;
    else hi = m - 1;
  }
  if (found >= 0) __VERIFIER_assert(a[found] == x);
  return 0;
}
