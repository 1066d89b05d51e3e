// writing an int object through a short lvalue violates the effective-type (strict aliasing) rule
// expect: UB
// effigy-gap: effigy does not model effective types (strict aliasing): memory is bytes, and an int written through a short lvalue is read back as gcc -fno-strict-aliasing would
// why: x has effective type int and is modified through an lvalue of type short, which is not one of the types allowed by C11 6.5p7 (character types are allowed, short is not): undefined on every input
// ub-inputs: 0
// ub-check: none (no gcc sanitizer checks the effective-type rule)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  short *s = (short *)&x;
  s[0] = 0; // trap: undefined access, whatever it does in practice
  if ((x & 0xFFFF) != 0)
    reach_error();
  return 0;
}
