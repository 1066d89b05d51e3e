// char arrays initialised from string literals: the terminating 0 is included only if there is room
// expect: TRUE
// why: char s[] = "abc" has 4 elements with s[3] == 0; char t[3] = "abc" has exactly 3 (no terminator, allowed by C11 6.7.9p14); s is a modifiable copy, so s[k] = 'x' is fine and leaves the literal alone
// probe: 2
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  char s[] = "abc"; // trap: sizeof s == 4
  char t[3] = "abc"; // trap: sizeof t == 3
  if (sizeof(s) != 4 || s[3] != 0 || sizeof t != 3 || t[2] != 'c')
    reach_error();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  s[k] = 'x';
  if (s[k] != 'x' || "abc"[k] == 'x')
    reach_error();
  return 0;
}
