// a counter that grows by two and resets past 2000, in a loop of an input's length: widening
// to the constants 2000 and 2001 keeps s + 2 and i + 1 clear of overflow
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000)
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += 2;
    if (s > 2000)
      s = 0;
  }
  if (s < 0 || s > 2000)
    reach_error();
  return 0;
}
