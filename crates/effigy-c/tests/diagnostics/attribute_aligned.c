// error: unsupported: attribute 'aligned'
// at: 3:41
struct s { char c; int x __attribute__((aligned(8))); };
struct unused { char c; int x; } __attribute__((packed));
int main(void) { return sizeof(struct s); }
