// a union of a struct of three ints and an int[3]: the members overlay element by element
// expect: TRUE
// why: struct { int a, b, c; } has no padding on i386 (offsets 0, 4, 8), the same as arr[0..2], so writes through one member are read back through the other
// probe: 7,2
// probe: -5,0
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
union U { struct { int a, b, c; } s; int arr[3]; };
int main(void) {
  union U u;
  int x = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  u.s.a = 1; u.s.b = x; u.s.c = 3;
  if (u.arr[1] != x) // trap: same bytes
    reach_error();
  u.arr[k] = 9;
  if ((k == 2 && u.s.c != 9) || (k == 0 && u.s.a != 9))
    reach_error();
  return 0;
}
