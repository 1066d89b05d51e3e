// the conditional operator's type: c ? -1 : 0u is unsigned int, so -1 becomes 4294967295
// expect: TRUE
// why: the second and third operands undergo the usual arithmetic conversions to unsigned int, so the value is 4294967295u or 0u, and widening it to long long keeps it non-negative
// probe: 1
// probe: 0
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int c = __VERIFIER_nondet_int();
  long long r = c ? -1 : 0u; // trap: not -1LL
  if (r < 0)
    reach_error();
  return 0;
}
