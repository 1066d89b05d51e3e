// a call through a function pointer taken from a table indexed by an input calls that entry
// expect: FALSE
// inputs: 1,4
// symex: FALSE
// bmc: FALSE
// kind: FALSE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef int (*op_t)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static op_t table[2] = { add, &sub };
int main(void) {
  int k = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (k < 0 || k > 1 || x < -1000 || x > 1000)
    return 0;
  int r = (*table[k])(x, 3); // trap: which function runs depends on k
  if (r == 1)
    reach_error();
  return 0;
}
