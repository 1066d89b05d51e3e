// error: unsupported: taking the address of 'malloc', which effigy implements itself
// at: 5:34
extern void *malloc(unsigned int);
int main(void) {
  void *(*alloc)(unsigned int) = malloc;
  return alloc != 0;
}
