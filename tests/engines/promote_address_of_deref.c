// A stack block reached through a pointer whose '&*x' copies it: the block is not a variable
// (its address is used as such), and the write through the copy is seen through x
// expect: TRUE
// symex: TRUE
// bmc: TRUE
// kind: TRUE
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int *x = __builtin_alloca(sizeof(int));
  *x = __VERIFIER_nondet_int();
  int *q = &*x;
  *q = 5;
  if (*x != 5)
    reach_error();
  return 0;
}
