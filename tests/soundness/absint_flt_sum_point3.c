// 0.1f + 0.2f == 0.3f holds in float, while 0.1 + 0.2 != 0.3 in double
// expect: FALSE
// inputs: 1
// why: in binary32, 0.1f + 0.2f rounds to 0x3e99999a, which is exactly 0.3f, while in binary64 0.1 + 0.2 is 0.30000000000000004 != 0.3; both conditions hold and input 1 reaches the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  float a = 0.1f, b = 0.2f;
  double c = 0.1, d = 0.2;
  if (k == 1 && a + b == 0.3f && c + d != 0.3) // trap: each in its own precision
    reach_error();
  return 0;
}
