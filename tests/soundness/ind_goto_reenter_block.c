// a backward goto leaves and re-enters a block: its uninitialised local starts a new lifetime
// expect: FALSE
// replay: no
// why: on the second entry into the block v is a new object with an indeterminate value (C11 6.2.4p6), the 42 stored in the first pass is gone, so v != 42 is possible; gcc's program happens to reuse the slot, so no input reproduces it
void reach_error(void) {}
int main(void) {
  int i = 0;
again:
  {
    int v; // trap: indeterminate on every entry into the block
    (void)&v; // address taken: reading v is indeterminate, not UB (C11 6.3.2.1p2)
    if (i == 1 && v != 42)
      reach_error();
    v = 42;
    i++;
    if (i < 2)
      goto again; // leaves the block: v's lifetime ends here
  }
  return 0;
}
