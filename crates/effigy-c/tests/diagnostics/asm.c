// error: unsupported: inline assembly
// at: 4:3
int main(void) {
  __asm__("nop");
  return 0;
}
