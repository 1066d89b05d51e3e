// designators that go back: {[3] = 1, 2, [1] = 7, 8, [1] = 9} is {0, 9, 8, 1, 2}
// expect: FALSE
// inputs: 1
// why: [3] = 1, 2 sets a[3] and a[4]; [1] = 7, 8 goes back and sets a[1], a[2]; the last [1] = 9 overrides a[1] (C11 6.7.9p17 and p19), so a == {0, 9, 8, 1, 2} and the size is 5: a[1] == 9 on k == 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[] = {[3] = 1, 2, [1] = 7, 8, [1] = 9}; // trap: 5 elements, a[1] overridden
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= (int)(sizeof a / sizeof a[0]))
    return 0;
  if (sizeof a == 5 * sizeof(int) && a[k] == 9 && a[2] == 8 && a[4] == 2 && a[0] == 0)
    reach_error();
  return 0;
}
