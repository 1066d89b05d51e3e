// x = y + z with z in [0, 5]: x - y reaches the upper edge 5
// expect: FALSE
// inputs: 0,5
// why: for y == 0 and z == 5, x == 5 and x - y == 5 reaches the error; x - y is [0, 5], edges included
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  int z = __VERIFIER_nondet_int();
  if (y < -100 || y > 100 || z < 0 || z > 5)
    return 0;
  int x = y + z; // trap: the difference's interval must include 5
  if (x - y > 4)
    reach_error();
  return 0;
}
