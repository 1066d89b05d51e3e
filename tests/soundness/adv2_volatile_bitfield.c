// compound assignments to a volatile 3-bit field wrap modulo 8 like any bit-field; volatile changes nothing else
// expect: FALSE
// inputs: 6
// why: s.x += 3 reads the field (promoted to int), adds, and converts back to unsigned:3, keeping the value modulo 8 (C11 6.3.1.3p2); volatile only makes every access happen (6.7.3p7): on input 6 s.x becomes (6 + 3) % 8 == 1, then s.x -= 2 gives 7, and s.y is untouched
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct S { unsigned x : 3; unsigned y : 5; };
int main(void) {
  volatile struct S s;
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 7)
    return 0;
  s.y = 21;
  s.x = k;
  s.x += 3; // trap: wraps at 8, volatile or not
  int a = s.x;
  s.x -= 2;
  if (a == 1 && s.x == 7 && s.y == 21)
    reach_error();
  return 0;
}
