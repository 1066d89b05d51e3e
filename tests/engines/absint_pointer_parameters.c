// a callee swaps two of main's variables through pointers (one target each: strong updates);
// the ranges move with the values
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < 0 || x > 10 || y < 20 || y > 30)
    return 0;
  swap(&x, &y);
  if (x < 20 || y > 10)
    reach_error();
  return 0;
}
