// covers: designated struct initialisers (.n = 3, .data = {...}, [1].a = 5), nested struct initialisers, assignment of a struct containing an array (the array is copied), a struct passed by value (the callee's changes stay local) and by pointer, self-referential structs linked through pointers, sizeof of structs with padding
// run: inputs=0 outcome=return 6844471
// run: inputs=42 outcome=return 6844555
// run: inputs=-1 outcome=return 6844469
// run: inputs=-2147483648 outcome=return 6844375
extern int __VERIFIER_nondet_int(void);
struct vec { int n; int data[4]; };
struct pad1 { char c; int i; };
struct pad2 { char c; short s; char d; };
struct node { int key; struct node *next; };
struct inner { short a; char b; };
struct outer { int id; struct inner in; struct inner arr[2]; };
int sum_by_value(struct vec v) {
  int s = 0;
  for (int i = 0; i < v.n && i < 4; i++) { s += v.data[i]; v.data[i] = 0; }
  v.n = 0;
  return s;
}
void scale(struct vec *v, int k) { for (int i = 0; i < v->n && i < 4; i++) v->data[i] *= k; }
int main(void) {
  int x = __VERIFIER_nondet_int() % 100;
  struct vec a = {.n = 3, .data = {1, 2, [3] = 4}};
  struct vec b = a;
  b.data[0] = x;
  int s1 = sum_by_value(a);
  scale(&b, 2);
  struct outer o = {7, {.b = 'x'}, {{1, 2}, [1].a = 5}};
  struct node n2 = {2, 0}, n1 = {1, &n2};
  int chain = n1.next->key * 10 + (n1.next->next == 0);
  return s1 + a.data[0] * 10 + a.n * 100 + b.data[0] + b.data[1] * 1000 + b.data[3] * 10000
         + o.in.a + o.in.b + o.arr[0].b + o.arr[1].a * 3 + o.arr[1].b
         + (int)sizeof(struct pad1) * 100000 + (int)sizeof(struct pad2) * 1000000 + chain;
}
