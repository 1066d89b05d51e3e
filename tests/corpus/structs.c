// covers: nested structs, arrays of structs, struct assignment, -> and pointers to structs
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 1924
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 1924
extern int __VERIFIER_nondet_int(void);
struct point { int x, y; };
struct rect { struct point lo, hi; char tag; };
int area(const struct rect *r) { return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y); }
int main(void) {
  struct rect rs[3];
  for (int i = 0; i < 3; i++) {
    rs[i].lo.x = __VERIFIER_nondet_int() % 100; rs[i].lo.y = i;
    rs[i].hi = rs[i].lo; rs[i].hi.x += 5; rs[i].hi.y += i + 1; rs[i].tag = (char)('a' + i);
  }
  struct rect copy = rs[1];
  copy.lo.y = -3;
  struct rect *p = &rs[2];
  return area(&rs[0]) + area(&copy) * 10 + area(p) * 100 + p->tag + (int)sizeof(struct rect);
}
