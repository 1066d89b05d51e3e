// a block allocated between loops with the first loop's count, filled by the second, read after
// expect: TRUE
// why: a has i == n elements; the second loop sets a[j] = 7 for every j < i, so a[i - 1] == 7
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
// probe: 150
extern int __VERIFIER_nondet_int(void);
void *malloc(unsigned int);
void free(void *);
void reach_error(void) {}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 200)
    return 0;
  int i = 0;
  while (i < n)
    i++;
  int *a = malloc(i * sizeof(int)); // trap: the size is the first loop's counter
  if (!a)
    return 0;
  for (int j = 0; j < i; j++)
    a[j] = 7;
  if (a[i - 1] != 7)
    reach_error();
  free(a);
  return 0;
}
