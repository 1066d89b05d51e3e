// j < i < n, then j moves past n: the closure must use j's new difference, not the old one
// expect: FALSE
// inputs: 5
// why: j = n - 2 at first, then j + 3 = n + 1 >= n for every n in [1, 100]
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100)
    return 0;
  int i = n - 1;
  int j = i - 1;
  if (j >= i || i >= n)
    return 0;
  j = j + 3; // trap: j - i becomes 2, so j - n is 1
  if (j >= n)
    reach_error();
  return 0;
}
