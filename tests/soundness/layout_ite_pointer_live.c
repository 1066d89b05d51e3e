// a pointer that may point to a freed block, compared only on the path where it points to a live one
// expect: TRUE
// why: on the path c == 0, s is r, which is alive and distinct from q (two live blocks never share an address); where s is the freed p (c != 0) the comparison is not evaluated, so no dangling pointer is used
// probe: 0
// probe: 1
// symex: TRUE
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  int c = __VERIFIER_nondet_int();
  int *p = malloc(4), *r = malloc(4);
  int *s = c ? p : r;
  free(p);
  int *q = malloc(4);
  if (c == 0 && s == q) // trap: UB only where s is dead, and that path does not compare
    reach_error();
  return 0;
}
