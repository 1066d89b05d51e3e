// error: unsupported: attribute 'scalar_storage_order'
// at: 3:23
struct __attribute__((scalar_storage_order("big-endian"))) be { int x; };
int main(void) {
  struct be b = { 1 };
  return b.x;
}
