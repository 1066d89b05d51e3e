// error: unsupported: structs and unions under '#pragma pack'
// at: 5:1
#pragma pack(push)
#pragma pack(1)
struct packed { char c; int x; };
#pragma pack(pop)
int main(void) { struct packed p; p.x = 1; return sizeof p; }
