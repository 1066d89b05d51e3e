// The loop's 'n-- > 0' decrements INT_MIN once (signed overflow, which valid-memsafety does
// not speak of: the arithmetic wraps); every access stays within the strings (SV-COMP's
// cstrncmp-alloca shape).
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc kind cegar
extern int __VERIFIER_nondet_int(void);
int compare(const char *s1, const char *s2, int n) {
  if (n == 0)
    return 0;
  while (n-- > 0 && *s1 == *s2) {
    if (n == 0 || *s1 == '\0')
      return 0;
    s1++;
    s2++;
  }
  return (unsigned char)*s1 - (unsigned char)*s2;
}
int main(void) {
  char a[3] = {__VERIFIER_nondet_int(), __VERIFIER_nondet_int(), 0};
  char b[2] = {__VERIFIER_nondet_int(), 0};
  return compare(a, b, __VERIFIER_nondet_int());
}
