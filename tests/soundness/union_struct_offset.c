// struct padding: after a char, an int member starts at offset 4
// expect: TRUE
// why: on i386 int is 4-aligned, so struct S has 3 padding bytes after c, i at offset 4 (little endian: byte 4 is i's low byte), h at 8, and size 12
// probe: 258
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct S { char c; int i; short h; };
int main(void) {
  struct S s;
  s.c = 1;
  s.i = __VERIFIER_nondet_int();
  s.h = 2;
  unsigned char *p = (unsigned char *)&s;
  if (p[4] != (unsigned char)s.i || p[8] != 2) // trap: offsets 4 and 8, not 1 and 5
    reach_error();
  if (sizeof(struct S) != 12)
    reach_error();
  return 0;
}
