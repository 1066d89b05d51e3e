// A struct larger than 8 bytes passed by value: the callee's changes stay local.
// signed-overflow: wrap
// verdict: TRUE
// cegar: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct big { int n; int data[4]; };
int clobber(struct big b) { b.data[2] = -1; return b.data[2] + b.n; }
int main(void) {
  struct big b = {__VERIFIER_nondet_int(), {1, 2, 3, 4}};
  int r = clobber(b);
  if (b.data[2] != 3 || r != b.n - 1) reach_error();
  return 0;
}
