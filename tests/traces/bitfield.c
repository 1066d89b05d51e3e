// Bit-fields: a write shows the field's own value (sign-extended for a signed field), and a
// read of its bits out of the container is the field's name.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct flags { unsigned a : 3; int b : 4; unsigned c : 1; };
int main(void) {
  struct flags f = {0};
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 20) return 0;
  f.a = x;
  f.b = x;
  f.c = x;
  f.a += 7;
  if (f.a == 2 && f.b < 0 && f.c == 1) reach_error();
  return 0;
}
