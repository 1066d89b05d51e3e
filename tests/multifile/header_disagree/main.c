// a header declares `struct buf;` and a typedef of it before its definition, and the files give its member different types: C makes them two types, but the forward reference already made them one in effigy, so the program is refused (never answered with one file's layout for both)
// verify: main.c wide.c => ERROR 'buf' is defined otherwise in another file of the program
// verify: wide.c main.c => ERROR 'buf' is defined otherwise in another file of the program
// why: main.c's val_t is unsigned char, wide.c's unsigned int; gcc's program (FALSE) has each file's layout, which effigy cannot give a type the header shared
typedef unsigned char val_t;
#include "buf.h"
#include "counter.h"
extern void reach_error(void);
extern int table[];
int *p = &counter;
int main(void) {
  buf_t x = { 255 };
  x.v++;
  bump_wide();
  if (x.v == 0 && table[2] == 30 && *p == 7) reach_error();
  return 0;
}
