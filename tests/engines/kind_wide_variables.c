// two 64-bit variables written by a loop: Houdini's sums and differences, computed two bits
// wider, are not formed for them (terms are at most 64 bits), the equal difference proves it
// expect: TRUE
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned long long a = 0, b = 0;
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    a += 2;
    b += 2;
    if (n < 10)
      n++;
    if (a != b)
      reach_error();
  }
  return n > 10;
}
