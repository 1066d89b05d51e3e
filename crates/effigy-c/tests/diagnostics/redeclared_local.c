// error: redeclaration of 'a' with no linkage
// at: 5:7
int main(void) {
  int a = 1;
  int a = 2;
  { int a = 3; (void)a; }
  return a;
}
