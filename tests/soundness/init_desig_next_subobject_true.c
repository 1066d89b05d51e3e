// { .a[1] = 5, 6, 7 }: the positional values continue in a (a[2] = 6) and then go on to b (b = 7)
// expect: TRUE
// why: after .a[1] = 5 the next initializers go to a[2] and then to the member after a, b (C11 6.7.9p17); every element not named is 0, so the array is {0, 5, 6} and b == 7 whatever k is
// probe: 0
// probe: 2
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct R { int a[3]; int b; };
int main(void) {
  struct R r = { .a[1] = 5, 6, 7 }; // trap: a[2] = 6, b = 7
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  int want = k == 0 ? 0 : k == 1 ? 5 : 6;
  if (r.a[k] != want || r.b != 7)
    reach_error();
  return 0;
}
