// a block allocated between loops, sized by the first loop's counter, a pointer to its end kept
// expect: FALSE
// inputs: 89
// why: the second loop stores j into a[j], so *p == a[88] == 88 when n == 89
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
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
  int *a = malloc(i * sizeof(int));
  if (!a)
    return 0;
  int *p = a + (i - 1); // trap: computed from the first loop's counter
  int j = 0;
  while (j < i) {
    a[j] = j;
    j++;
  }
  int last = *p;
  free(a);
  if (last == 88)
    reach_error();
  return 0;
}
