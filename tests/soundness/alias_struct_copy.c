// struct assignment copies an array member by value and a pointer member by value (shallow)
// expect: TRUE
// why: b = a copies a.v element-wise (changing b.v[0] leaves a.v[0] alone) and copies the pointer a.p, so b.p and a.p both point to x and *b.p = 3 is seen through a.p
// probe: 5
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct S { int v[2]; int *p; };
int main(void) {
  int x = 0;
  struct S a;
  a.v[0] = __VERIFIER_nondet_int();
  a.v[1] = 0;
  a.p = &x;
  int old = a.v[0];
  struct S b = a; // trap: the array is copied, the pointee is shared
  b.v[0] = old ^ 1;
  *b.p = 3;
  if (a.v[0] != old || x != 3 || *a.p != 3 || b.v[1] != 0)
    reach_error();
  return 0;
}
