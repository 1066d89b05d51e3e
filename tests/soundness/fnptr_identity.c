// pointers to different functions differ; f, &f and *f are the same pointer
// expect: TRUE
// why: every function has its own address (C11 6.5.9p6: pointers compare equal only if they point to the same function), and a function designator converts to a pointer to it whether written f, &f or *f (6.3.2.1p4, 6.5.3.2p4)
// probe: 0
// probe: 1
// symex: TRUE
// bmc: TRUE
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int one(void) { return 1; }
static int two(void) { return 2; }
int main(void) {
  int (*p)(void) = __VERIFIER_nondet_int() ? one : two;
  int (*q)(void) = &one;
  if (one == two) // trap: two functions, two addresses
    reach_error();
  if (q != *one || q != &*one)
    reach_error();
  if ((p == q) != (p() == 1))
    reach_error();
  return 0;
}
