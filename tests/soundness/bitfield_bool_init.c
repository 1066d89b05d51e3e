// _Bool and unsigned bit-fields in static and automatic initialisers, and a counter that wraps at 2^3
// expect: FALSE
// inputs: 9
// symex: FALSE
// bmc: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct st { _Bool on : 1; unsigned count : 3; unsigned char tag : 4; };
static struct st g = { 1, 6, 9 };
int main(void) {
  struct st s = { .count = 2, .on = 0 };
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20)
    return 0;
  for (int i = 0; i < n; i++)
    s.count++; // trap: wraps modulo 8
  if (!g.on || g.count != 6 || g.tag != 9)
    return 0;
  if (s.count == 3 && !s.on)
    reach_error();
  return 0;
}
