// 100 / (x - 3) divides by zero for x == 3.
// property: runtime-errors
// expect: FALSE(no-division-by-zero)
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 10) return 0;
  return 100 / (x - 3);
}
