// the maximum of 8 inputs is at least each of them: memory contents merged at every join
// expect: TRUE
// bmc: TRUE
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a[8];
  for (int i = 0; i < 8; i++)
    a[i] = __VERIFIER_nondet_int();
  int m = a[0];
  for (int i = 1; i < 8; i++)
    if (a[i] > m)
      m = a[i];
  for (int i = 0; i < 8; i++)
    if (a[i] > m)
      reach_error();
  return 0;
}
