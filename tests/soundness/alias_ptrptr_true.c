// a pointer to one of two pointers: exactly one of them is redirected
// expect: TRUE
// why: pp points to p or to q; *pp = &c redirects only that one, so one of the two writes goes to c and the other to its original target; the final checks hold in both cases
// probe: 0
// probe: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = 0, b = 0, c = 0;
  int *p = &a, *q = &b;
  int k = __VERIFIER_nondet_int();
  int **pp = k ? &p : &q;
  *pp = &c; // trap: may alias p or q
  *p = 1;
  *q = 2;
  if (c == 0)
    reach_error();
  if (k && (a != 0 || b != 2 || c != 1))
    reach_error();
  if (!k && (a != 1 || b != 0 || c != 2))
    reach_error();
  return 0;
}
