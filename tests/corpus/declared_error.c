// covers: reach_error and __VERIFIER_error only declared, never defined (the harness supplies them): calling either is the error; __VERIFIER_nondet_bool (any nonzero input is 1); && on a _Bool
// symex: FALSE
// cegar: FALSE
// run: inputs=1,1000 outcome=error
// run: inputs=0,-1000 outcome=error
// run: inputs=0,1000 outcome=return 0
// run: inputs=5,-1000 outcome=return 10000
// run: inputs=7,123 outcome=return 10123
extern void reach_error(void);
extern void __VERIFIER_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  _Bool b = __VERIFIER_nondet_bool();
  int x = __VERIFIER_nondet_int();
  if (b && x == 1000) reach_error();
  if (!b && x == -1000) __VERIFIER_error();
  return b * 10000 + x % 1000;
}
