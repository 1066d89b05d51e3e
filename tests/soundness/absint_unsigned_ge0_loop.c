// for (unsigned i = 5; i >= 0; i--): the condition always holds, and i wraps to UINT_MAX after 0
// expect: FALSE
// inputs: none
// why: i >= 0 is always true for an unsigned i; after i == 0, i-- gives 4294967295 (C11 6.2.5p9), so the body sees i > 100 and the error is reached
void reach_error(void) {}
int main(void) {
  for (unsigned i = 5; i >= 0; i--) { // trap: never false
    if (i > 100) {
      reach_error();
      return 1;
    }
  }
  return 0;
}
