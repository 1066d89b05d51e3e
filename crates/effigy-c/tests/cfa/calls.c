// calls, recursion, nondet inputs, assume, assert, malloc/free, exit.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
extern void *malloc(unsigned int);
extern void free(void *);
extern void exit(int);
void reach_error() { __assert_fail("0", "calls.c", 7, "reach_error"); }
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main() {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 5);
  int *p = malloc(sizeof(int) * 2);
  if (!p) exit(1);
  p[1] = fact(n);
  if (p[1] == 24) reach_error();
  free(p);
  return 0;
}
