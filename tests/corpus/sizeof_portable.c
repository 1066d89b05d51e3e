// covers: sizeof of every basic type that has the same size in ILP32 and LP64 (char, signed char, short, int, long long, _Bool), of arrays, array elements, rows of a 2-D array, string literals, character constants (int in C), casts, promoted expressions, and of structs with padding (also nested); sizeof does not evaluate its operand (sizeof(x++) leaves x alone)
// run: inputs=0 outcome=return 101974691
// run: inputs=12 outcome=return 101974696
// run: inputs=-9 outcome=return 101974689
extern int __VERIFIER_nondet_int(void);
struct a { char c; int i; };
struct b { char c[3]; short s; };
struct d { char c; struct a in; char e; };
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  int arr[7];
  short sh[3][5];
  unsigned r = sizeof(char) + sizeof(signed char) * 10u + sizeof(short) * 100u + sizeof(int) * 1000u
               + sizeof(long long) * 10000u + sizeof(_Bool) * 100000u;
  unsigned s2 = sizeof(x++) + sizeof arr + sizeof arr[0] + sizeof sh + sizeof sh[1] + sizeof "four"
                + sizeof(struct a) + sizeof(struct b) * 10u + sizeof(struct d) * 100u;
  unsigned s3 = sizeof(x + 1LL) + sizeof('a') * 10u + sizeof((char)x) * 100u + sizeof(sh[0][0] + 0) * 1000u;
  return (int)(r + s2 * 1000u) + (x == y) * 100000000 + (int)s3 * 10 + x % 7;
}
