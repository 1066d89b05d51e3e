// Pointers into an array of structs: the element and the member they point to.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct pt { short x; char c; int y; };
struct pt arr[4];
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 1 || i > 3) return 0;
  arr[i].y = 10;
  arr[i-1].c = 'a';
  struct pt *p = &arr[i];
  p->x = -3;
  (p-1)->y = 5;
  p[-1].x = 7;
  int *q = &arr[i].y;
  *q += 1;
  struct pt *r = p - 1;
  if (r->y + p->y == 16 && i == 2) reach_error();
  return 0;
}
