// a goto into the middle of a block skips the block's initialised declaration
// expect: FALSE
// replay: no
// why: for k > 0 control enters the block at `inside`, past `int z = 10;`, so z is indeterminate and may differ from 10; no input vector fixes gcc's stack contents
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k > 0)
    goto inside;
  {
    int z = 10;
  inside:
    if (z != 10) // trap: z's initialiser is skipped by the jump into the block
      reach_error();
  }
  return 0;
}
