// j < i < n in nested loops: j never reaches n, and a[j + 1] stays inside the array
// expect: TRUE
// why: the inner loop runs while j < i and the outer while i < n <= 100, so j + 1 <= i < n
// cegar-timeout: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int a[100];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100)
    return 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      if (j >= n)
        reach_error();
      a[j] = a[j + 1];
    }
  }
  return 0;
}
