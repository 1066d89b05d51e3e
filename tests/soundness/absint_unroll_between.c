// a loop head's first 8 arrivals are kept apart; the 9th, x = 5, lies inside their hull [0, 10]
// but equals none of them, and only from 5 does the loop reach 50
// expect: FALSE
// inputs: 1,1,1,1,1,1,1,1,1,0
// why: the loop steps x through 0, 10, 1, 9, 2, 8, 3, 7, 5 and then 50; after nine iterations the input 0 leaves the loop with x == 50
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x == 0) x = 10;
    else if (x == 10) x = 1;
    else if (x == 1) x = 9;
    else if (x == 9) x = 2;
    else if (x == 2) x = 8;
    else if (x == 8) x = 3;
    else if (x == 3) x = 7;
    else if (x == 7) x = 5; // trap: the 9th arrival, inside the hull of the first 8
    else if (x == 5) x = 50;
  }
  if (x == 50)
    reach_error();
  return 0;
}
