// brace elision: {1, 2, 3, 4, 5} fills q[0].x, q[0].y, q[1].x, q[1].y and then n; {1, {2}, 3} leaves b[1] 0
// expect: TRUE
// why: without inner braces the values take the subobjects in order (C11 6.7.9p20): p.q is {{1,2},{3,4}} and p.n == 5; with braces {2} only b[0] is given and b[1] is 0, c == 3
// probe: 0
// probe: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct P { struct { int x, y; } q[2]; int n; };
struct T { int a; int b[2]; int c; };
struct P gp = { 1, 2, 3, 4, 5 };
int main(void) {
  struct P p = { 1, 2, 3, 4, 5 }; // trap: q[1].y == 4, n == 5
  struct T t = { 1, {2}, 3 };     // trap: b[1] == 0, c == 3
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1)
    return 0;
  if (p.q[k].x != 2 * k + 1 || p.q[k].y != 2 * k + 2 || p.n != 5 || gp.q[k].y != p.q[k].y)
    reach_error();
  if (t.b[1] != 0 || t.c != 3 || t.b[0] != 2)
    reach_error();
  return 0;
}
