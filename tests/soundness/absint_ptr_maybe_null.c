// a pointer set only on one path and written through on both: null on the other
// expect: UB
// why: on input 0 p stays null and *p = 1 is undefined (C11 6.5.3.2p4); UBSan reports a store to a null pointer
// ub-inputs: 0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = 0;
  int *p = 0;
  if (__VERIFIER_nondet_int())
    p = &x;
  *p = 1; // trap: null when the input is 0
  if (x == 2)
    reach_error();
  return 0;
}
