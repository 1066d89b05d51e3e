// error: use of undeclared label 'nowhere'
// at: 4:8
int main(void) {
  goto nowhere;
  return 0;
}
