// error: unsupported: attribute 'constructor' (the function runs before or after main)
// at: 4:16
int g;
__attribute__((constructor)) static void init(void) { g = 1; }
int main(void) { return g; }
