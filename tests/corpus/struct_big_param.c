// covers: structs larger than 8 bytes passed and returned by value (copied, callee changes stay local)
// run: inputs=0 outcome=return 1160
// run: inputs=42 outcome=return 1160
// run: inputs=-5 outcome=return 1088
// run: inputs=2147483647 outcome=return 1181
extern int __VERIFIER_nondet_int(void);
struct big { int n; int data[4]; char tag; };
int consume(struct big b) { int s = b.n; for (int i = 0; i < 4; i++) { s += b.data[i]; b.data[i] = -1; } return s + b.tag; }
struct big make(int x) { struct big b = {x % 7, {x % 3, 2, 3, 4}, 'k'}; return b; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  struct big b = make(x);
  int s = consume(b);
  return s * 10 + b.data[0];
}
