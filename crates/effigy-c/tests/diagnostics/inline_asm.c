// error: unsupported: inline assembly
// at: 5:3
int main(void) {
  int x = 1;
  __asm__ volatile ("" : "+r"(x));
  return x;
}
