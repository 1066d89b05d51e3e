// a union initializer that names .i and then .c[1]: the later member is the one initialized, c[0], c[2] and c[3] become 0
// expect: FALSE
// inputs: 1
// why: each initializer overrides earlier ones (C11 6.7.9p19) and a union holds one member: .c[1] = 9 makes c the initialized member, and its elements without an initializer are initialized as for static storage, to 0 (gcc and clang both give 0x900), so w.i == 0x900 on every input; a model that keeps the bytes of the overridden .i = x sees the low byte of x (never 0 here) and misses the error
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
union W { int i; unsigned char c[4]; };
int main(void) {
  int x = __VERIFIER_nondet_int();
  if ((x & 0xff) == 0)
    return 0;
  union W w = { .i = x, .c[1] = 9 }; // trap: c == {0, 9, 0, 0}, not x's bytes
  if (w.i == 0x900 && w.c[0] == 0)
    reach_error();
  return 0;
}
