// strcpy into an overlapping destination is undefined
// expect: UB
// cegar-timeout: 5
// why: on k == 1, strcpy(s + 1, s) copies "abc" onto itself shifted by one (C11 7.24.2.3p2): copied front to back the terminator is overwritten and the copy runs on; gcc's libc gives "aabc"; k == 4 does not overlap
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
char *strcpy(char *, const char *);
int main(void) {
  char s[9] = "abc";
  int k = __VERIFIER_nondet_int();
  if (k != 1 && k != 4)
    return 0;
  strcpy(s + k, s); // trap: overlapping on k == 1
  if (s[k] != 'a' || s[k + 1] != 'b' || s[k + 2] != 'c' || s[k + 3] != 0)
    reach_error();
  return 0;
}
