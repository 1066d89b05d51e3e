// gcc: { .p = p0, .p.y = 5 } drops the whole struct-valued initializer p0, so t.p.x is 0 (clang keeps p0.x)
// expect: FALSE
// inputs: 7
// why: gcc 12 treats the later designator .p.y as overriding the earlier initializer of the whole member p (an expression of struct type, C11 6.7.9p13/p19) and zero-fills the rest of p, so t.p.x == 0 whatever p0.x is (clang-14 keeps p0.x; C11 does not say clearly which is meant); on the reference compiler gcc -m32 the error is reached on every input
// effigy-gap: a designator into a member initialised whole by an expression keeps the expression's other members (clang's reading); gcc zeroes them
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct P { int x, y; };
struct T { struct P p; int z; };
int main(void) {
  struct P p0 = { __VERIFIER_nondet_int(), 8 };
  if (p0.x == 0)
    return 0;
  struct T t = { .p = p0, .p.y = 5 }; // trap: gcc: t.p.x == 0
  if (t.p.x == 0 && t.p.y == 5)
    reach_error();
  return 0;
}
