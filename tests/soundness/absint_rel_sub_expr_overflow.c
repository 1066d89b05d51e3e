// j - i of related ints where the difference itself is in range but i - j is used as a long
// expect: FALSE
// inputs: 7
// why: j = i + 7 within the loop bounds; (j - i) is 7 exactly and (i - j) is -7; the error is
// why: reached when k, compared with the subtraction, equals 7
// cegar-timeout: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  int i = 0, j = 7;
  while (i < 100) {
    i++;
    j++;
  }
  if (j - i == k) // trap: the difference is exactly 7, so k == 7 reaches the error
    reach_error();
  return 0;
}
