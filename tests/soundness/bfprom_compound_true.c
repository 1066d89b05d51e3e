// compound assignments to a 3-bit field wrap modulo 8, and a promoted field compares as int
// expect: TRUE
// why: s.x -= 9 stores (v - 9) mod 8 == (v + 7) mod 8; s.x += 0x7ffffff1 stores (x + 0x7ffffff1) mod 8 computed in int without overflow (x <= 7); s.x * -1 <= 0 in int
// probe: 0
// probe: 7
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
struct S { unsigned x : 3; };
int main(void) {
  struct S s = { 0 };
  unsigned v = __VERIFIER_nondet_uint() & 7;
  s.x = v;
  s.x -= 9;
  if (s.x != ((v + 7) & 7))
    reach_error();
  s.x += 0x7ffffff1;
  if (s.x != ((v + 7 + 1) & 7) || s.x * -1 > 0)
    reach_error();
  return 0;
}
