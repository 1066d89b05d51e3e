// a header's typedef of a struct before the struct's definition (the common pattern): one type in every file, so that the typedef's and the tag's values mix in either file, in either order
// verify: main.c sum.c => FALSE
// verify: sum.c main.c => FALSE
// why: the list 1 -> 2 sums to 3; node_t and struct node are the same type in both files (an earlier version made them two in the second file and refused the program)
#include "node.h"
extern void reach_error(void);
int main(void) {
  struct node b = { 2, 0 };
  node_t a = { 1, &b };
  struct node *p = &a;
  node_t *q = p;
  struct node c = *q;
  if (sum(&c) == 3) reach_error();
  return 0;
}
