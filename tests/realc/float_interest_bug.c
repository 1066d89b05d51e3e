// compound interest on a float balance over whole years; the yearly rate is computed as percent / 100 in integer arithmetic, which is 0 below 100% (floating point)
// expect: FALSE
// inputs: 1000,5,1
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

int main(void) {
  int principal = __VERIFIER_nondet_int();
  int percent = __VERIFIER_nondet_int();
  int years = __VERIFIER_nondet_int();
  __VERIFIER_assume(principal >= 100 && principal <= 100000);
  __VERIFIER_assume(percent >= 1 && percent <= 20);
  __VERIFIER_assume(years >= 1 && years <= 10);
  float balance = (float)principal;
  float rate = percent / 100; /* bug: should be percent / 100.0f */
  for (int y = 0; y < years; y++)
    balance = balance * (1.0f + rate);
  if (!(balance > (float)principal))
    reach_error(); /* a positive rate must earn interest */
  printf("%.2f\n", balance);
  return 0;
}
