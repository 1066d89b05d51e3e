// A loop calling a function with a local array: the dead frames' objects differ from one
// iteration to the next, but they are unobservable, so CEGAR covers the loop after one
// iteration (the counter does not matter to the check) and proves it.
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int sum3(int x) {
  int a[3];
  a[0] = x & 0xff;
  a[1] = 1;
  a[2] = 2;
  return a[0] + a[1] + a[2];
}
int main(void) {
  int flag = 0;
  while (__VERIFIER_nondet_int()) {
    int r = sum3(__VERIFIER_nondet_int());
    if (r == 3) flag = 0;
  }
  if (flag) reach_error();
  return 0;
}
