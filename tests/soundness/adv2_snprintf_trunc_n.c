// snprintf returns the untruncated length, and %n stores the count of characters that would have been written, past the truncation
// expect: FALSE
// inputs: 12345
// why: C11 7.21.6.5p3: snprintf writes at most n - 1 characters and a null, and returns the number of characters that would have been written for an unbounded n; %n stores the number of characters output so far (7.21.6.1p8) by the same count; on x == 12345 the text "12345-xy" is 8 characters, b holds "123" and cnt == 8
// bmc-timeout: 3
// kind-timeout: 3
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
int snprintf(char *, unsigned int, const char *, ...);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0)
    return 0;
  char b[4] = "zzz";
  int cnt = -1;
  int r = snprintf(b, sizeof b, "%d-xy%n", x, &cnt); // trap: returns 8, not 3
  if (r == 8 && cnt == 8 && b[3] == 0 && b[2] == '3')
    reach_error();
  return 0;
}
