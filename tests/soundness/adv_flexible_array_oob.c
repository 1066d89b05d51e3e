// writing the flexible array member past the allocated room is out of bounds
// expect: UB
// why: malloc gives room for the header and n elements; v->d[n] lies past the allocation (C11 6.7.2.1p18, 6.5.6p8): on n == 2 the store overflows the heap block; the error needs that store to land in d
// ub-inputs: 2
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
void reach_error(void) {}
struct V { int n; int d[]; };
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4)
    return 0;
  struct V *v = malloc(sizeof(struct V) + n * sizeof(int));
  if (!v)
    return 0;
  v->d[n] = 7; // trap: one past the room of d
  if (v->d[n] == 7)
    reach_error();
  return 0;
}
