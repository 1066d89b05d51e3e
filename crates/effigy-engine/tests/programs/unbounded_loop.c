// An unbounded loop: exploration cannot finish, and the unwinding bound makes the answer
// UNKNOWN, never TRUE.
// verdict: UNKNOWN
// unwind: 5
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned i = 0;
  while (i < n) i++;
  if (i != n) reach_error();
  return 0;
}
