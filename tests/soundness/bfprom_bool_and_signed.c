// a _Bool field stores 2 as 1 and promotes to int; a signed 4-bit field stores 15 as -1 and sign-extends
// expect: TRUE
// why: converting 2 to _Bool gives 1 (C11 6.3.1.2); b promotes to int so b - 2 == -1; the signed 4-bit field holds 15 as -1 in gcc (implementation-defined, modular) and -1 widened to long long stays -1
// probe: 2
// probe: 15
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct S { _Bool b : 1; signed int v : 4; };
int main(void) {
  struct S s;
  int x = __VERIFIER_nondet_int();
  s.b = x;
  s.v = x;
  if (s.b != (x != 0) || (x != 0 && s.b - 2 >= 0))
    reach_error();
  long long w = s.v;
  if (x == 15 && (w != -1 || s.v + 0u != 0xffffffffu))
    reach_error();
  return 0;
}
