// int to float rounds to nearest, ties to even: just above 2^24 every odd int is a tie
// expect: TRUE
// why: floats in [2^24, 2^25) are the even integers; an odd i is halfway between i - 1 and i + 1 and rounds to the one that is a multiple of 4 (even significand): i - 1 when i % 4 == 1, i + 1 when i % 4 == 3; the result is below 2^31, so (int)f is defined
// probe: 16777217
// probe: 16777219
// probe: 16777218
// probe: 16777221
// probe: 16777223
// probe: 16777231
// probe: 16777232
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 16777216 && i <= 16777232);
  float f = (float)i;
  int back = (int)f;
  if (back % 2 != 0)
    reach_error();
  if (i % 2 == 0 && back != i)
    reach_error();
  if (i % 4 == 1 && back != i - 1) // trap: not round half up
    reach_error();
  if (i % 4 == 3 && back != i + 1) // trap: not truncation
    reach_error();
  return 0;
}
