// An unbounded loop: exploration cannot finish, and the unwinding bound makes the answer
// UNKNOWN, never TRUE. CEGAR cannot cover the loop either: refuting the error needs i and n
// at the loop head, and i's values never repeat (the time limit ends it, UNKNOWN).
// verdict: UNKNOWN
// cegar: UNKNOWN
// cegar-timeout: 5
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
