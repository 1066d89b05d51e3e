// initialisers: partial lists, designators, brace elision, strings, incomplete arrays, statics.
int g[5] = { 1, 2, [4] = 9 };
int m[2][3] = { 1, 2, 3, 4 };
char s[] = "hi";
struct pair { int a, b; } pairs[] = { { 1, 2 }, 3, 4 };
const char *msg = "hi";
int counter(void) { static int n = 3; return ++n; }
int main(void) {
  int local[4] = { 0 };
  char t[8] = "abc";
  int n[] = { [2] = 1 };
  return g[4] + m[1][0] + s[1] + pairs[1].b + local[3] + t[3] + sizeof(n) + counter() + msg[0];
}
