// error: unsupported: bit-fields
// at: 3:25
struct flags { unsigned a : 3; };
int main(void) { struct flags f; f.a = 1; return f.a; }
