// error: unsupported: calls of variadic functions through pointers
// at: 6:10
extern int printf(const char *, ...);
int main(void) {
  int (*p)(const char *, ...) = 0;
  return p("%d", 1);
}
