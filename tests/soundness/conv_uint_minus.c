// an unsigned int minus 1 is unsigned: it wraps instead of going negative
// expect: TRUE
// why: a - 1 has type unsigned int, which is never < 0; for a == 0 it is 4294967295
// probe: 0
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int a = __VERIFIER_nondet_uint();
  if (a - 1 < 0) // trap: unlike unsigned short, unsigned int is not promoted to int
    reach_error();
  if (a == 0 && a - 1 != 4294967295u)
    reach_error();
  return 0;
}
