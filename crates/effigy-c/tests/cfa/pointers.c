// pointer arithmetic is scaled explicitly; arrays decay; p - q divides by the element size.
int a[10];
int *last(int *p, int n) { return p + n - 1; }
int main(void) {
  int *p = a;
  int *q = &a[3];
  long d = q - p;
  *q = 7;
  p[2] = *q + 1;
  char *c = (char *)q;
  c++;
  *last(a, 10) = (int)d;
  return p == (int *)0 || *(a + 2) != 8;
}
