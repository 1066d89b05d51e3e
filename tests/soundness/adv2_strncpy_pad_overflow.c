// strncpy pads with zeros up to n: with a short source and n larger than the destination it writes past the array
// expect: UB
// cegar-timeout: 5
// why: strncpy writes exactly n characters, the source's and then null characters (C11 7.24.2.4p3), so strncpy(d, "a", n) with d of 4 bytes stores n bytes: for n == 5 the fifth lands past d; for n <= 4 it stays inside and d[n - 1] is 0 when n >= 2
// ub-inputs: 5
extern int __VERIFIER_nondet_int(void);
char *strncpy(char *, const char *, unsigned int);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8)
    return 0;
  char d[4];
  strncpy(d, "a", n); // trap: padding past the end for n > 4
  if (n >= 2 && d[n - 1] != 0)
    reach_error();
  return 0;
}
