// Nested loops: the inner loop folds inside each outer iteration and the outer loop folds
// around it, with the values the loops end with.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int t = 0;
  for (int i = 0; i < 20000; i++) {
    for (int j = 0; j < 3; j++) {
      t += j;
      t ^= 1;
    }
  }
  int x = __VERIFIER_nondet_int();
  if (x == t) reach_error();
  return 0;
}
