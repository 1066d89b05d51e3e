// mutual recursion: is_even and is_odd never agree
// expect: TRUE
// cegar-timeout: 5
// why: by induction on n, is_even(n) == 1 - is_odd(n) for n >= 0, so they never return the same value
// probe: 0
// probe: 20
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int is_odd(int n);
int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1); // trap: the call goes through a declared-before-defined function
}
int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 20);
  if (is_even(n) == is_odd(n))
    reach_error();
  return 0;
}
