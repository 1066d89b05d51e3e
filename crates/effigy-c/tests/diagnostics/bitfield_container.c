// error: unsupported: the bit-field 't' lies in 3 bytes that no 1-, 2-, 4- or 8-byte integer within the struct holds
// at: 3:1
struct __attribute__((packed)) s { int s : 1; int t : 20; };
int main(void) {
  struct s x = { 0, 9 };
  return x.t;
}
