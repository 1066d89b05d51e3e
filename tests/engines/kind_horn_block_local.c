// x counts from 1 to 100000 once the array of a nested block has been read; the array is dead in
// the initial state and alive at the loop head. An arbitrary visit of the head must have it
// alive, or the path through `a[0]` would end as a use of a dead variable and the candidate
// x == 0 would survive: a wrong TRUE (the error is reachable, too deep for the base case)
// expect: FALSE
// kind: UNKNOWN
// kind-timeout: 10
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned x = 0;
  {
    unsigned a[1];
    a[0] = 1;
    while (__VERIFIER_nondet_int()) {
      if (x >= 100000)
        reach_error();
      if (x != 0)
        x = x + 1;
      else if (__VERIFIER_nondet_int())
        x = x + a[0];
    }
  }
  return 0;
}
