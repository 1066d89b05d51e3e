// snprintf whose %s argument is its own output buffer: undefined; glibc empties the buffer first and prints "!"
// expect: UB
// why: C11 7.21.6.5p2: if copying takes place between objects that overlap, the behavior is undefined; here the source string b is the destination; glibc 2.36's snprintf sets b[0] = 0 before formatting, so %s reads "" and it returns 1 (sprintf would give 3), which reaches the error; a model that formats from an unchanged source returns 3
// ub-check: none (no sanitizer checks the overlap of printf arguments)
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
int snprintf(char *, unsigned int, const char *, ...);
void reach_error(void) {}
int main(void) {
  char b[8] = "ab";
  int k = __VERIFIER_nondet_int();
  if (k != 1)
    return 0;
  int r = snprintf(b, sizeof b, "%s!", b); // trap: overlapping source and destination
  if (r != 3)
    reach_error();
  return 0;
}
