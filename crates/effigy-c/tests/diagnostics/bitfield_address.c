// error: a bit-field has no address
// at: 5:38
struct s { unsigned ready : 1; };
int main(void) {
  struct s x = { 0 }; unsigned *p = &x.ready;
  return *p;
}
