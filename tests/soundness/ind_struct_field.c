// a struct with one field never assigned: copying the struct copies an indeterminate field
// expect: FALSE
// replay: no
// why: p.y is never assigned, so q.y (copied from it) is indeterminate and may exceed 1000; the value is gcc's stack garbage, not an input
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
struct P { int x; int y; };
int main(void) {
  struct P p;
  p.x = __VERIFIER_nondet_int();
  __VERIFIER_assume(p.x >= 0 && p.x < 100);
  struct P q = p; // copies p.y as it is: indeterminate
  if (q.y > 1000) // trap: q.y is neither 0 nor related to p.x
    reach_error();
  return q.x;
}
