// An int in a stack block, never written, indexes an array: its value is indeterminate (the
// block is a variable to the analyses, uninitialised as the block is), so the access may
// leave the array. Which value gcc's program reads is the stack's: no replay can be given it.
// property: valid-memsafety
// expect: FALSE(valid-deref)
int a[4];
int main(void) {
  int *n = __builtin_alloca(sizeof(int));
  return a[*n];
}
