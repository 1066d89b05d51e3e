// negative indices through a pointer into the middle of an array, and a one-past-the-end loop bound
// expect: TRUE
// cegar-timeout: 5
// why: p == a + 2, so p[-k] == a[2 - k] == 9 - k for 0 <= k <= 2, all in bounds; a + 3 may be formed and compared, and the loop visits exactly 3 elements
// probe: 2
// probe: 0
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[3] = {7, 8, 9};
  int *p = a + 2;
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 2);
  if (p[-k] != 9 - k) // trap: a negative index is fine when it stays inside a
    reach_error();
  int n = 0;
  for (int *q = a; q != a + 3; q++) // one past the end: compared, never dereferenced
    n++;
  if (n != 3)
    reach_error();
  return 0;
}
