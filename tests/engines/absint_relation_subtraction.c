// i and j stepped together in nested loops and reset together: the subtraction j - i is
// computed from their difference, 5, not from their intervals
// expect: TRUE
// absint: TRUE
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000) return 0;
  int i = 0, j = 5;
  while (__VERIFIER_nondet_int()) {
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k > 10) k = 0;
    while (k > 0) {
      i++;
      j++;
      k--;
      if (i > n) { i = 0; j = 5; }
    }
  }
  if (j - i != 5) reach_error();
  return 0;
}
