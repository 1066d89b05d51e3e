// Objects used while their blocks are still running: a backward `goto` within the block, a
// loop whose body's array is re-entered each iteration, a `switch` jumping past a declaration
// into its block, and a compound literal — all valid.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int sum = 0;
  {
    int *p = 0;
    int rounds = 0;
  again:
    if (p)
      sum += *p;
    int x = 1;
    p = &x;
    if (rounds++ < 2)
      goto again;
  }
  for (int i = 0; i < 3; i++) {
    int a[2] = {i, i};
    int *q = &a[1];
    sum += *q;
  }
  switch (__VERIFIER_nondet_int() & 1) {
    int y;
  case 0:
    y = 3;
    sum += *&y;
    break;
  case 1: {
    int *r = &(int){4};
    sum += *r;
  }
  }
  return sum > 100;
}
