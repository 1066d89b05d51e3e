// error: unsupported: bit-fields of 64-bit types
// at: 3:22
struct s { long long big : 40; };
int main(void) {
  struct s x = { 0 };
  return x.big != 0;
}
