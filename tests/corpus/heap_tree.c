// covers: a binary search tree on the heap: recursive insert returning the new root (malloc of a struct, chained assignment t->left = t->right = 0), recursive in-order walk writing through an out-parameter index (*n)++, recursive height with ?:, recursive free, negative keys from %
// run: inputs=5,3,8,1,4,9 outcome=return 1630672
// run: inputs= outcome=return 1110000
// run: inputs=1,2,3,4,5,6 outcome=return 1660543
// run: inputs=-1,-21,19,39,-19,0 outcome=return 1429497
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned long);
extern void free(void *);
struct tree { int key; struct tree *left, *right; };
struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = malloc(sizeof(struct tree));
    t->key = key;
    t->left = t->right = 0;
    return t;
  }
  if (key < t->key) t->left = insert(t->left, key);
  else if (key > t->key) t->right = insert(t->right, key);
  return t;
}
void walk(const struct tree *t, int *out, int *n) {
  if (!t) return;
  walk(t->left, out, n);
  out[(*n)++] = t->key;
  walk(t->right, out, n);
}
int height(const struct tree *t) {
  if (!t) return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}
void destroy(struct tree *t) { if (!t) return; destroy(t->left); destroy(t->right); free(t); }
int main(void) {
  struct tree *root = 0;
  for (int i = 0; i < 6; i++) root = insert(root, __VERIFIER_nondet_int() % 20);
  int keys[6], n = 0;
  walk(root, keys, &n);
  int sorted = 1;
  for (int i = 1; i < n; i++) if (keys[i - 1] >= keys[i]) sorted = 0;
  int h = height(root);
  int s = 0;
  for (int i = 0; i < n; i++) s = s * 3 + keys[i];
  destroy(root);
  return sorted * 1000000 + n * 100000 + h * 10000 + s;
}
