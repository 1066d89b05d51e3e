// an array parameter is a pointer: writes are visible to the caller, sizeof gives the pointer size
// expect: TRUE
// why: `int a[10]` as a parameter has type int * (C11 6.7.6.3p7), so sizeof a == 4 under ILP32 and a[2] = v writes the caller's arr[2] (arr[3] for the call with arr + 1)
// probe: 42
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void fill(int a[10], int v) {
  if (sizeof(a) != sizeof(int *)) // trap: not 40
    reach_error();
  a[2] = v; // trap: writes the caller's array, not a copy
}
int main(void) {
  int arr[10] = {0};
  int v = __VERIFIER_nondet_int();
  fill(arr, v);
  fill(arr + 1, 5);
  if (arr[2] != v || arr[3] != 5)
    reach_error();
  return 0;
}
