// a compound literal in a loop body dies at the end of each iteration: reading it afterwards is undefined
// expect: UB
// why: the literal's lifetime is the loop body (C11 6.5.2.5p5, 6.2.4p6); on n == 2 the second iteration reads *prev, the first iteration's literal, after its lifetime ended; gcc gives every iteration's literal the same slot, so *prev reads 10 == *cur
// ub-check: none (ASan poisons the literal at the end of the body but unpoisons the same slot when the next iteration's literal comes alive)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 3)
    return 0;
  int *prev = 0;
  for (int i = 0; i < n; i++) {
    int *cur = &(int){ i * 10 };
    if (prev && *prev == *cur) // trap: *prev is dead
      reach_error();
    prev = cur;
  }
  return 0;
}
