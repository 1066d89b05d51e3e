// error: unsupported: call of external function 'getchar', which has no definition
// at: 5:3
extern int getchar(void);
int main(void) {
  getchar();
  return 0;
}
