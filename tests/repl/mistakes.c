/* Inputs that once crashed the debugger: arrays as values, floats and pointers, symbols on the
 * left of `set`, huge numbers, and constants C types in unusual ways. */
int g[3];
int f(int *p, double x) {
  int a[2] = {1, 2};
  int *q = a;
  return *q + p[0];
}
