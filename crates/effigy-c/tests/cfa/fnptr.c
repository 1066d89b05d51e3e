// function pointers: code objects, a table of pointers, a call through a pointer dispatched
// over the functions of its type whose address is taken (an external one among them), and
// undefined behaviour when none matches.
extern int remote(int);
static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }
static short other(short x) { return x; }
int main(void) {
  int (*ops[3])(int) = { inc, &dec, remote };
  short (*o)(short) = other;
  int k = 1;
  return (*ops[k])(5) + (int)o(2);
}
