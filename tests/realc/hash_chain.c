// hash table with separate chaining (4 buckets, heap nodes): put up to 5 key/value pairs (updating existing keys), then get every key back
// expect: TRUE
// why: put() replaces the value of a key already in its bucket's chain, else prepends a node to that chain; get() scans the same chain, so it returns the last value put for each key
#include <stdio.h>
#include <stdlib.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define NBUCKETS 4
#define MAX 5

struct entry {
  unsigned key;
  int value;
  struct entry *next;
};

struct table {
  struct entry *buckets[NBUCKETS];
};

static unsigned hash(unsigned key) {
  key ^= key >> 16;
  key *= 0x45d9f3bu;
  key ^= key >> 16;
  return key % NBUCKETS;
}

static int put(struct table *t, unsigned key, int value) {
  unsigned h = hash(key);
  for (struct entry *e = t->buckets[h]; e; e = e->next)
    if (e->key == key) {
      e->value = value;
      return 0;
    }
  struct entry *e = malloc(sizeof *e);
  if (!e)
    return -1;
  e->key = key;
  e->value = value;
  e->next = t->buckets[h];
  t->buckets[h] = e;
  return 0;
}

static int get(const struct table *t, unsigned key, int *value) {
  for (struct entry *e = t->buckets[hash(key)]; e; e = e->next)
    if (e->key == key) {
      *value = e->value;
      return 1;
    }
  return 0;
}

int main(void) {
  struct table t = {{NULL}};
  unsigned keys[MAX];
  int values[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= MAX);
  for (int i = 0; i < n; i++) {
    keys[i] = __VERIFIER_nondet_uint();
    values[i] = __VERIFIER_nondet_int();
    if (put(&t, keys[i], values[i]) != 0)
      return 1;
  }
  for (int i = 0; i < n; i++) {
    int expected = values[i];
    for (int j = i + 1; j < n; j++)
      if (keys[j] == keys[i])
        expected = values[j];
    int v;
    if (!(get(&t, keys[i], &v) && v == expected))
      reach_error();
  }
  for (int h = 0; h < NBUCKETS; h++)
    while (t.buckets[h]) {
      struct entry *e = t.buckets[h];
      t.buckets[h] = e->next;
      free(e);
    }
  return 0;
}
