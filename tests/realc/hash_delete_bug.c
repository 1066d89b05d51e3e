// open-addressing hash table with linear probing (8 slots); delete() marks the slot EMPTY instead of leaving a tombstone, which cuts the probe chain of keys inserted after a collision
// expect: FALSE
// inputs: 1,9
#include <stdio.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define SIZE 8
#define EMPTY 0u /* key 0 is reserved */

static unsigned slots[SIZE];

static int insert(unsigned key) {
  for (unsigned i = 0; i < SIZE; i++) {
    unsigned s = (key + i) % SIZE;
    if (slots[s] == EMPTY || slots[s] == key) {
      slots[s] = key;
      return 1;
    }
  }
  return 0;
}

static int find(unsigned key) {
  for (unsigned i = 0; i < SIZE; i++) {
    unsigned s = (key + i) % SIZE;
    if (slots[s] == EMPTY)
      return -1;
    if (slots[s] == key)
      return (int)s;
  }
  return -1;
}

static void delete(unsigned key) {
  int s = find(key);
  if (s >= 0)
    slots[s] = EMPTY; /* bug: should be a tombstone that find() skips */
}

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a != EMPTY && b != EMPTY && a != b);
  insert(a);
  insert(b);
  delete(a);
  if (!(find(b) >= 0))
    reach_error();
  printf("ok\n");
  return 0;
}
