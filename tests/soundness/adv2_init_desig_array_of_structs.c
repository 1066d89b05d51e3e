// { [1].y = y, [0] = {1, 2}, x }: the positional x after [0] goes to ps[1].x, by brace elision, and keeps ps[1].y
// expect: FALSE
// inputs: 3,4
// why: after the designator [0] the next subobject is ps[1]; x initializes its first member by brace elision (C11 6.7.9p17, p20) without re-initializing ps[1] as a whole, so the earlier [1].y = y stays (DR 413; gcc and clang agree): on x == 3, y == 4 ps[1] is {3, 4} and ps[2] is {0, 0}
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct P { int x, y; };
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  struct P ps[3] = { [1].y = y, [0] = {1, 2}, x }; // trap: ps[1] == {x, y}
  static struct P gs[3] = { [1].y = 4, [0] = {1, 2}, 3 };
  if (ps[0].y != 2 || ps[2].x != 0 || ps[2].y != 0 || gs[1].y != 4)
    return 0;
  if (ps[1].x == 3 && ps[1].y == 4 && x == 3)
    reach_error();
  return 0;
}
