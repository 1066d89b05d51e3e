// error: unsupported: nested function definitions (a GNU extension)
// at: 5:3
int main(void) {
  int k = 3;
  int add(int x) { return x + k; }
  return add(4);
}
