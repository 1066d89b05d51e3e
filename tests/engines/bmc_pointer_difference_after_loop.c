// pointers subtracted after a loop: bounded model checking merges the loop's exits into an
// ite of addresses in one object, which is that object (not "pointers into different
// objects"); the string's length is symbolic, as in strlen-like library code
// expect: TRUE
// symex: TRUE
// bmc: TRUE
// kind: TRUE
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
void reach_error(void) {}
static int length(const char *s) {
  const char *p = s;
  while (*p != '\0')
    p++;
  return p - s;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4)
    return 0;
  char s[4];
  for (int i = 0; i < 4; i++)
    s[i] = __VERIFIER_nondet_char();
  s[n - 1] = '\0';
  int a[4];
  int *q;
  for (q = a; q < a + n; q++)
    *q = 1;
  if (q - a != n)
    reach_error();
  if (length(s) > n - 1)
    reach_error();
  return 0;
}
