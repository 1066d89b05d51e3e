// data-model: LP64
// long and pointers are 64-bit; size_t is unsigned long.
extern long __VERIFIER_nondet_long(void);
struct s { char c; long l; int *p; };
int main(void) {
  long x = __VERIFIER_nondet_long();
  unsigned int u = 7;
  return (x + u) > 0 && sizeof(struct s) == 24 && sizeof(x) == 8;
}
