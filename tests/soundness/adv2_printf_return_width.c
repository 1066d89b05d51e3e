// printf returns the number of characters written: width, precision and %% included, for any input
// expect: TRUE
// why: C11 7.21.6.3p3: printf returns the number of characters transmitted; "%5d|%.2s|%%" prints max(5, digits of x) + 1 + 2 + 1 + 1 characters; the digits of x (with a sign) are computed independently by snprintf(0, 0, ...), which writes nothing and returns the same count
// probe: 0
// probe: -2147483648
// probe: 123456
// bmc-timeout: 3
// kind-timeout: 3
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
int printf(const char *, ...);
int snprintf(char *, unsigned int, const char *, ...);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int digits = snprintf(0, 0, "%d", x); // trap: with a null buffer and size 0
  int r = printf("%5d|%.2s|%%\n", x, "abcdef");
  int w = digits > 5 ? digits : 5;
  if (r != w + 6 || digits < 1 || digits > 11)
    reach_error();
  return 0;
}
