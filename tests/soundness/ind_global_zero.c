// objects with static storage and no initialiser are zero: ints, arrays, struct members, pointers
// expect: TRUE
// why: every object with static storage duration without an initialiser is initialised to 0 / a null pointer (C11 6.7.9p10), and nothing writes them
// probe: 2
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int g;
int arr[3];
struct { int a; char c; } s;
int *gp;
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  if (g != 0 || arr[k] != 0 || s.a != 0 || s.c != 0 || gp != 0) // trap: not indeterminate
    reach_error();
  return 0;
}
