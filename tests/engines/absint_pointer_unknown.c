// a safe program that reads through a pointer: the intervals follow it to x, but *p != x
// needs the relation *p == x, which no interval holds, so they answer UNKNOWN and the
// portfolio's next engines prove it
// expect: TRUE
// absint: UNKNOWN
// auto: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int *p = &x;
  if (*p != x)
    reach_error();
  return 0;
}
