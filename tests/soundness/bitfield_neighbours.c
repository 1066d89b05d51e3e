// writing one bit-field leaves its neighbours in the same storage unit unchanged
// expect: TRUE
// why: a, b and c share one unsigned int; each assignment changes only its own bits, so the values read back are what was stored (a, b, c masked to 4, 7 and 5 bits)
// probe: 15,127,31
// probe: 255,0,255
// symex: TRUE
// bmc: TRUE
// kind: TRUE
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
struct packed3 { unsigned a : 4; unsigned b : 7; unsigned c : 5; };
int main(void) {
  struct packed3 s;
  unsigned x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint(), z = __VERIFIER_nondet_uint();
  s.a = x;
  s.b = y;
  s.c = z;
  s.b += 1; // trap: the carry out of b must not reach c
  if (s.a != (x & 15) || s.b != ((y + 1) & 127) || s.c != (z & 31))
    reach_error();
  if (sizeof(struct packed3) != 4)
    reach_error();
  return 0;
}
