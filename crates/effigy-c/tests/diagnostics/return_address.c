// error: unsupported: '__builtin_return_address' (the machine's state: return addresses, frames, registers)
// at: 4:14
int main(void) {
  void *ra = __builtin_return_address(0);
  return ra != 0;
}
