// a _Bool object holding the byte 2 (written through an unsigned char *) is read: undefined
// expect: UB
// why: on v == 2 the object representation of b is not that of 0 or 1, a non-value (trap) representation of _Bool (C11 6.2.6.1p5, 6.2.6.2); reading it is undefined; gcc reads the byte as the int 2, a _Bool model says b is 0 or 1
// ub-inputs: 2
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  _Bool b = 0;
  unsigned char v = __VERIFIER_nondet_uchar();
  if (v > 1 && v != 2)
    return 0;
  *(unsigned char *)&b = v; // character access: fine; the read below is not
  if (b != 0 && b != 1) // trap: only a non-value representation gets here
    reach_error();
  return 0;
}
