// a positional initializer after .a[1] goes to the next subobject a[2], not to the next member b
// expect: FALSE
// inputs: 2
// why: in { .a[1] = 5, 6 } the designator leaves the current object at a[1], so 6 initializes a[2] (C11 6.7.9p17) and b is 0: a[k] == 6 for k == 2
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct R { int a[3]; int b; };
int main(void) {
  struct R r = { .a[1] = 5, 6 }; // trap: a[2] = 6, b = 0
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  if (r.a[k] == 6 && r.b == 0)
    reach_error();
  return 0;
}
