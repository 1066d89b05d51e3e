typedef unsigned int val_t;
#include "buf.h"
#include "counter.h"
int table[3] = { 10, 20, 30 };
int counter;
void bump_wide(void) { struct buf w = { 255 }; w.v++; counter = w.v == 256 ? 7 : 0; }
