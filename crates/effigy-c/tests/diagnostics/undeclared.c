// error: use of undeclared identifier 'y'
// at: 4:10
int main(void) {
  return y + 1;
}
