// j = 2i and i <= n: no candidate of Houdini's says so; Spacer finds it over integers (the
// loop's Horn clauses) and Houdini checks it over 32-bit words before the step case assumes it
// expect: TRUE
// bmc: UNKNOWN
// kind: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000) return 0;
  int i = 0, j = 0;
  while (i < n) { i++; j += 2; }
  if (j != 2 * n) reach_error();
  return 0;
}
