// covers: switch with fallthrough, default in the middle, nested switch, break in a loop in a switch
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 3
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 113
// run: inputs=137,15,243,6,21,3,4,2,5,1,0,7,49,35,14,28,56,63,70,77,84,91,98,105 outcome=return 2
// run: inputs=1 outcome=return 2
// run: inputs=3 outcome=return 12
// run: inputs=6 outcome=return 113
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int() % 8, r = 0;
  switch (x) {
  case 0: r += 1;
  case 1: r += 2; break;
  default: r += 100;
  case 3:
    for (int i = 0; i < 10; i++) { if (i == 4) break; r += i; }
    switch (r % 3) { case 0: r *= 2; break; case 1: r += 7; }
    break;
  case -2: r = -2;
  }
  return r;
}
