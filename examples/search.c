/* A linear search in the style of King's SEARCH: is X among A[0..4]? The SV-COMP-style
 * assertion claims the found index holds X. Inputs: X, then the five elements. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int a[5];
  int x = __VERIFIER_nondet_int();
  for (int i = 0; i < 5; i++) a[i] = __VERIFIER_nondet_int();
  int found = -1;
  for (int j = 0; j < 5; j++) {
    if (a[j] == x) { found = j; break; }
  }
  if (found >= 0) __VERIFIER_assert(a[found] == x);
  return found;
}
