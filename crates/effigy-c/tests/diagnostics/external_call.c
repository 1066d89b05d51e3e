// error: unsupported: call of external function 'puts', which has no definition
// at: 5:3
extern int puts(const char *);
int main(void) {
  puts("hello");
  return 0;
}
