// one function called from two sites with different arguments: each call adds to a global
// expect: FALSE
// inputs: 2
// why: add(1) then add(k) leave total == 1 + k, and sq returns k * k at its second call; on input 2 total == 3 and the second result is 4, which reaches the error; a memo that mixed the two calls' results would lose it
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int total;
void add(int v) { total += v; }
int sq(int v) { return v * v; }
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 2 && k <= 3);
  add(1);
  add(k); // trap: same function, other argument, other global
  int a = sq(1), b = sq(k);
  if (total == 3 && a == 1 && b == 4)
    reach_error();
  return 0;
}
