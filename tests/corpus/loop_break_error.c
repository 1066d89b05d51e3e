// covers: an error reachable only on a specific iteration of a loop
// symex: FALSE
// cegar: FALSE
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 45
// run: inputs=21 outcome=error
// run: inputs=15 outcome=return 15
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < 10; i++) {
    s += i;
    if (s == x) { if (i == 6) { reach_error(); abort(); } break; }
  }
  return s;
}
