// error: unsupported: function pointers
// at: 4:6
int f(int x) { return x; }
int (*fp)(int) = f;
int main(void) { return fp(1); }
