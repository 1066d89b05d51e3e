// goto-heavy code as in CFA-reduced SV-COMP tasks.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = 0;
loop:
  if (x == 0u) goto done;
  x = x - 1u;
  y = y + 2u;
  goto loop;
done:
  if (y % 2u != 0u) { reach_error(); abort(); }
  return 0;
}
