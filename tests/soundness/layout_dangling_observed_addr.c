// an address converted to an integer while the block was alive, compared with a later block's
// expect: FALSE
// replay: no
// why: a is the integer value of p's address, taken before free (a plain integer, not a dangling pointer); glibc hands the same chunk to the next malloc, so b == a and the error is reached (gcc -m32: yes), but no input decides it — the allocator does
extern void *malloc(unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  int *p = malloc(sizeof(int));
  unsigned long a = (unsigned long)p;
  free(p);
  int *q = malloc(sizeof(int));
  unsigned long b = (unsigned long)q;
  if (a == b) // trap: a dead block's observed address is not disjoint from later ones
    reach_error();
  free(q);
  return 0;
}
