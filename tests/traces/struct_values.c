// Aggregate values: a struct passed, returned and copied shows its members (`{.x = 5, ...}`,
// nested structs within, bit-fields as their own values), a char array as its string, a long
// array its first eight elements then `…`.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct pt { int x, y; unsigned flag : 1; signed small : 3; };
struct seg { struct pt a, b; char name[12]; };
typedef struct { int v[20]; } vec;
struct pt mid(struct seg s) {
  struct pt m = { (s.a.x + s.b.x) / 2, (s.a.y + s.b.y) / 2, 1, -2 };
  return m;
}
int main(void) {
  struct seg s = { { 0, 0, 0, 1 }, { 4, 6, 1, -3 }, "segment" };
  int arr[20] = { 1, 2, 3 };
  vec big;
  s.a.x = __VERIFIER_nondet_int();
  struct pt m = mid(s);
  struct seg t = s;
  for (int i = 0; i < 20; i++)
    big.v[i] = arr[i] + i;
  vec copy = big;
  if (m.x == 5 && t.b.y == 6 && copy.v[2] == 5)
    reach_error();
  return 0;
}
