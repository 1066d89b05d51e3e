// unsigned short x = w, then both incremented in a loop: x wraps at 65536, w does not
// expect: FALSE
// inputs: 65535,1,0
// why: on inputs 65535, 1, 0 the loop runs once: x wraps to 0 while w == 65536, so x != w and the error is reached
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned int w = __VERIFIER_nondet_uint();
  if (w < 65530 || w > 65535)
    return 0;
  unsigned short x = w;
  while (__VERIFIER_nondet_int()) {
    ++w;
    ++x; // trap: different widths: not the same difference modulo 2^32
  }
  if (x != w)
    reach_error();
  return 0;
}
