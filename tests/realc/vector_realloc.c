// growable int vector (capacity doubling with realloc) filled with up to 6 inputs, then summed and checked element by element
// expect: TRUE
// why: push() grows the block before it is full (realloc keeps the old contents) so v->data[0..len-1] are exactly the pushed values in order; values are in [-1000,1000]
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

struct vec {
  int *data;
  size_t len, cap;
};

static int push(struct vec *v, int x) {
  if (v->len == v->cap) {
    size_t ncap = v->cap ? v->cap * 2 : 1;
    int *p = realloc(v->data, ncap * sizeof *p);
    if (!p)
      return -1;
    v->data = p;
    v->cap = ncap;
  }
  v->data[v->len++] = x;
  return 0;
}

int main(void) {
  struct vec v = {NULL, 0, 0};
  int copy[6];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  for (int i = 0; i < n; i++) {
    copy[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(copy[i] >= -1000 && copy[i] <= 1000);
    if (push(&v, copy[i]) != 0)
      return 1;
  }
  if (!(v.len == (size_t)n && v.cap >= v.len))
    reach_error();
  for (int i = 0; i < n; i++)
    if (!(v.data[i] == copy[i]))
      reach_error();
  free(v.data);
  return 0;
}
