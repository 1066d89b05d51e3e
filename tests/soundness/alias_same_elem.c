// two pointers computed from different indices may point to the same array element
// expect: FALSE
// inputs: 1,1
// why: for i == j, p and q point to the same element, so *q = 2 overwrites *p
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int arr[3] = {0, 0, 0};
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 3 && j >= 0 && j < 3);
  int *p = &arr[i], *q = &arr[j];
  *p = 1;
  *q = 2; // trap: may alias *p
  if (*p == 2)
    reach_error();
  return 0;
}
