// j = i inside a loop, then j is incremented only under a condition: j > i is reachable
// expect: FALSE
// inputs: 3,0,1
// why: on inputs 3, 0, 1 the second iteration has i == 1 and takes the increment: j == 2 > i, so the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  for (int i = 0; i < n; i++) {
    int j = i;
    if (__VERIFIER_nondet_int())
      j = j + 1; // trap: only on some paths: j - i is [0, 1] after the join
    if (j > i)
      reach_error();
  }
  return 0;
}
