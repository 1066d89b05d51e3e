// error: unsupported: inline assembly
// at: 5:3
int main(void) {
  int x = 1;
  __asm__ volatile ("incl %0" : "+r"(x));
  return x;
}
