// SV-COMP's array-memsafety shape: a block of input size (up to PTRDIFF_MAX bytes on ILP32)
// filled by one loop, then read by nested loops in a callee. k-induction reaches the nested
// loops' first visit from the filling loop's state (the block and its size kept) and takes the
// intervals' bounds there as candidates.
// property: valid-memsafety
// expect: TRUE
// decided-by: kind
// timeout: 3
extern int __VERIFIER_nondet_int(void);
int test_fun(int a[], int N)
{
    int i;
    int res = 0;
    for (i = 0; i < N; i++) {
        while (a[i] > 0) {
            a[i]--;
            res++;
        }
    }
    return res;
}
int main() {
  int array_size = __VERIFIER_nondet_int();
  if (array_size < 1 || array_size >= 2147483647 / sizeof(int)) {
     array_size = 1;
  }
  int* numbers = (int*) __builtin_alloca (array_size * sizeof(int));
  for(int k = 0; k < array_size; k++) {
    numbers[k] = __VERIFIER_nondet_int();
  }
  test_fun(numbers, array_size);
}
