// char s[3] = "abc" has no terminating 0: strlen(s) reads past the array
// expect: UB
// why: when the array has exactly as many elements as the literal has characters, the terminating null character is not stored (C11 6.7.9p14, example p32), so on k == 1 strlen runs off the end of s (C11 7.24.6.3: s must point to a string); on k == 0 t = "ab" has its 0 and strlen is 2
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
extern unsigned int strlen(const char *);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  char s[3] = "abc"; // trap: no room for the 0
  char t[3] = "ab";
  unsigned n = strlen(k == 1 ? s : t);
  if (n > 3)
    reach_error();
  return 0;
}
