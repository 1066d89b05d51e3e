// a write at one nondet index, a read at another: the read sees the write only when they are equal
// expect: TRUE
// why: a starts all zero and only a[i] is set to 7, so a[j] == 7 implies j == i
// probe: 2,2
// probe: 0,4
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int a[5] = {0};
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 5 && j >= 0 && j < 5);
  a[i] = 7; // trap: a symbolic store
  if (a[j] == 7 && i != j)
    reach_error();
  return 0;
}
