// A loop no bound unwinds: x stays even however often it runs. Bounded model checking never
// finishes; k-induction proves it (with Houdini's candidate invariant x & 1 == 0):
// `effigy verify --engine kind --stats examples/even.c`.
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = 0;
  while (__VERIFIER_nondet_uint()) {
    x += 2;
  }
  if (x % 2)
    reach_error();
  return 0;
}
