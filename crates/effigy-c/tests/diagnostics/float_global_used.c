// error: unsupported: floating-point types
// at: 3:1
float scale = 2;
int main(void) {
  return scale > 1;
}
