// one header's struct whose member type is a typedef each file gives otherwise: two types of different layouts, each file its own (not one type by the header's text); an extern array declared without a length after the file that defines it; a header's extern object in a file-scope initialiser of a file before the defining one
// verify: main.c wide.c => FALSE
// verify: wide.c main.c => FALSE
// why: main.c's struct buf holds an unsigned char, so 255 + 1 wraps to 0 and the error is reached as gcc's program reaches it (with wide.c's layout, 256, it would not); wide.c's table has 3 elements whatever main.c says; p points to wide.c's counter, which bump_wide sets to 7
typedef unsigned char val_t;
#include "buf.h"
#include "counter.h"
extern void reach_error(void);
extern int table[];
int *p = &counter;
int main(void) {
  struct buf x = { 255 };
  x.v++;
  bump_wide();
  if (x.v == 0 && table[2] == 30 && *p == 7) reach_error();
  return 0;
}
