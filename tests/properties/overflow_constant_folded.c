// The negation of INT_MIN in an expression whose operands are constants: gcc folds it before
// UndefinedBehaviorSanitizer instruments it (no report, even at -O0), so the overflow is
// confirmed by the program compiled by clang with the same sanitizer.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex bmc kind cegar
int main(void) {
  int x = -2147483647 - 1;
  int y = -x - 23;
  return y > 0;
}
