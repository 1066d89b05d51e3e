// covers: pointers to pointers (out parameter int **), arrays of pointers, p[i] and i[p], **pp and pp[1][0], p - q on int and struct arrays, all pointer comparisons within one array, a one-past-the-end pointer as a loop bound, *dst++ = *src++ copy loops, w[-1], null pointer tests with ! and ?:, -> on a pointer computed by arithmetic
// run: inputs=0 outcome=return 43608742
// run: inputs=5 outcome=return 44106177
// run: inputs=-1 outcome=return 12308588
// run: inputs=-2147483648 outcome=return 47404000
extern int __VERIFIER_nondet_int(void);
struct cell { int v; char tag; };
void set(int **pp, int *target, int val) { *pp = target; **pp = val; }
int main(void) {
  int a[6] = {5, 3, 8, 1, 9, 2};
  int b[6];
  struct cell cells[4] = {{1, 'a'}, {2, 'b'}, {3, 'c'}, {4, 'd'}};
  int x = __VERIFIER_nondet_int();
  unsigned k = (unsigned)x % 6u;
  int *p = a + k, *end = a + 6, *q = 0;
  int r = !q;
  set(&q, &a[(k + 3u) % 6u], x % 100);
  r += q ? 2 : 0;
  int *ptrs[3] = {a, p, q};
  int **pp = &ptrs[1];
  r += **pp * 10 + pp[1][0] * 100 + 2[a] * 1000;
  r += (int)(end - p) * 100000;
  r += (p < q) * 1000000 + (p <= q) * 2000000 + (p > a) * 4000000 + (p >= a) * 8000000
       + (p == q) * 16000000 + (q != a) * 32000000;
  int *dst = b;
  for (const int *s = a; s != end;) *dst++ = *s++;
  int t = 0;
  for (int *w = b + 5; w >= b + 1; w--) t += w[-1] * (int)(w - b);
  struct cell *c = &cells[3], *c0 = cells;
  c->v += (int)(c - c0);
  (c - 1)->tag = 'z';
  return r + t * 7 + c->v + cells[2].tag;
}
