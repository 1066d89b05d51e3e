// The dispatch of a switch jumps past `int y;`: at `case 2` y is indeterminate (never TRUE).
// verdict: UNKNOWN
// cegar: UNKNOWN
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  switch (k) {
    int y;
    case 1: y = 2; break;
    case 2: if (y == 7) reach_error(); break;
  }
  return 0;
}
