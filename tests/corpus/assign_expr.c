// covers: assignments as expressions (chained a = b = c = x, compound assignment used as a value, assignment inside an if condition, v = *p++ inside a while condition), ?: selecting which variable to write through a pointer (*(c ? &a : &b) = 77), ++ and -- on struct members through -> and on array elements, pointer difference after the walk
// run: inputs=0 outcome=return 52190561
// run: inputs=10 outcome=return 52190245
// run: inputs=3 outcome=return 52190139
// run: inputs=-1 outcome=return 52190552
// run: inputs=-2147483648 outcome=return 52184729
extern int __VERIFIER_nondet_int(void);
struct ctr { int hits; int last; };
int main(void) {
  int x = __VERIFIER_nondet_int() % 1000;
  int a, b, c;
  a = b = c = x;
  int r = (a += 5) * 2;
  if ((b = b * 2) > 10) r += 1;
  int data[5] = {3, 1, 4, 1, 0};
  int *p = data, v, sum = 0;
  while ((v = *p++) != 0) sum += v;
  *(x > 0 ? &a : &c) = 77;
  struct ctr s = {0, 0}, *ps = &s;
  ps->hits++;
  ++ps->hits;
  ps->last = ps->hits--;
  data[2]++;
  --data[0];
  return r + b * 3 + sum * 10000 + a + c * 7 + s.hits * 100000 + s.last * 1000000 + data[2] + data[0]
         + (int)(p - data) * 10000000;
}
