/* A request loop that runs for as long as the environment wants: tree exploration never
 * finishes it (every iteration is a new path), CEGAR proves the check after the loop by
 * tracking only `limit` and covering the loop after one iteration. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int mode = __VERIFIER_nondet_int();
  int limit = mode > 0 ? 10 : 20;
  unsigned served = 0, rejected = 0;
  while (__VERIFIER_nondet_int()) {
    if (served < (unsigned)limit) served++;
    else rejected++;
  }
  if (limit != 10 && limit != 20) reach_error();
  return (int)(served + rejected);
}
