// Pointers of one type used as another: the casts stay in places and conditions, and an
// index is counted in elements of the type the pointer has there.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
short sa[8];
int ia[4];
int main(void) {
  int v = __VERIFIER_nondet_int();
  short *sp = sa;
  int *ip = ia;
  *(int *)((char *)sp + 4) = v;
  ((short *)ip)[3] = 7;
  *(char *)ip = 1;
  int *mid = (int *)(sa + 2);
  if (sa[2] == 5 && *(int *)((char *)sp + 4) == 5 && ((short *)ip)[3] == 7 && ia[1] == 7 << 16 && *(char *)ip == 1 && *mid == 5) reach_error();
  return 0;
}
