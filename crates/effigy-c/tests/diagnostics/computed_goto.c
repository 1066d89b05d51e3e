// error: unsupported: computed goto
// at: 4:3
int main(void) {
  goto *0;
}
