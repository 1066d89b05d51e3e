// error: syntax error
// at: 4:14
int main(void) {
  int x = 1 +;
  return x;
}
