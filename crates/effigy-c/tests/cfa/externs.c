// unknown external functions: arguments evaluated in order (an aggregate by address), the
// extern edge, the result as an input; calloc's overflow check; a two-dimensional VLA.
struct pair { int a, b; };
extern int scramble(char *, int);
extern void log_pair(struct pair);
extern void *calloc(unsigned int, unsigned int);
int main(void) {
  char buf[4] = {0};
  struct pair p = {1, 2};
  int r = scramble(buf, 3);
  log_pair(p);
  int *q = calloc(r, 4);
  int m[r][2];
  m[1][1] = 5;
  return q != 0;
}
