// a variable-length array of a nondet length: the element one past its end is out of bounds
// expect: UB
// why: a has n elements (1 <= n <= 16); a[n] is one past the end, and writing it is undefined (C11 6.5.6p8) on every input that passes the assumption
// ub-inputs: 3
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 16);
  int a[n];
  a[n] = 0; // trap: the block has n elements, its reservation is far larger
  return 0;
}
