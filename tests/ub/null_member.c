// ub: null dereference
// run: inputs=3 outcome=undefined
// A lookup returns a null pointer for a missing key and the caller uses p->value anyway.
extern int __VERIFIER_nondet_int(void);
struct entry { int key; int value; };
struct entry table[3] = {{0, 10}, {1, 11}, {2, 12}};
struct entry *find(int key) {
  for (int i = 0; i < 3; i++) if (table[i].key == key) return &table[i];
  return 0;
}
int main(void) {
  int k = __VERIFIER_nondet_int();
  struct entry *p = find(k);
  return p->value;
}
