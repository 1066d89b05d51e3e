// a heap block of a nondet number of ints: the int one past its end is out of bounds
// expect: UB
// why: p points to n ints (1 <= n <= 8); p[n] lies past the block and writing it is undefined on every input that passes the assumption
// ub-inputs: 4
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned int);
void reach_error(void) {}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 8);
  int *p = malloc(n * sizeof(int));
  if (!p)
    return 0;
  p[n] = 1; // trap: symbolic size, concrete reservation
  return 0;
}
