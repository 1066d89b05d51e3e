// struct layout, nested members, struct copy, -> and unions.
struct point { char tag; int x, y; };
struct box { struct point lo, hi; struct box *next; };
union word { unsigned u; unsigned char b[4]; };
int main(void) {
  struct box b1 = { { 'a', 1, 2 }, .hi = { .x = 3 } };
  struct box b2;
  struct box *p = &b2;
  b2 = b1;
  p->next = p;
  p->next->hi.y = b1.lo.x + 4;
  union word w;
  w.u = 0x01020304u;
  return w.b[0] + p->hi.y + sizeof(struct box);
}
