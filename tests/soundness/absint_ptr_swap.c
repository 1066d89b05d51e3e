// swap through two pointers: two strong updates, each variable gets the other's range
// expect: TRUE
// why: after swap(&x, &y) with x in [0, 10] and y in [20, 30], x is in [20, 30] and y in [0, 10]
// probe: 5,25
// probe: 0,30
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x < 0 || x > 10 || y < 20 || y > 30)
    return 0;
  swap(&x, &y); // trap: two pointers, two strong updates
  if (x < 20 || y > 10)
    reach_error();
  return 0;
}
