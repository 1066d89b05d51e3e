// reading a local array one past its end
// expect: UB
// why: for k == 3, a[k] reads past the end of int a[3]: out-of-bounds load (whatever happens to lie there)
// ub-inputs: 3
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[3] = {1, 2, 3};
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 3);
  if (a[k] == 4) // trap: k == 3 is out of bounds, the value is not 0 or anything else
    reach_error();
  return 0;
}
