// covers: recursion: fast exponentiation with unsigned wrap-around, Ackermann on small arguments (nested recursive calls as arguments), Towers of Hanoi with results through pointer out parameters, recursive reversal of an array through two pointers, a static global call counter
// run: inputs=3,2,1,2 outcome=return 50306112
// run: inputs=2,33,2,3 outcome=return 50766858
// run: inputs= outcome=return 50001011
// run: inputs=-1,3,5,7 outcome=return 50767141
extern unsigned __VERIFIER_nondet_uint(void);
static int calls;
unsigned upow(unsigned b, unsigned e) {
  calls++;
  if (e == 0u) return 1u;
  unsigned h = upow(b, e / 2u);
  return e % 2u ? h * h * b : h * h;
}
int ack(int m, int n) {
  calls++;
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
void hanoi(int n, int from, int to, int via, int *moves, int *checksum) {
  if (n == 0) return;
  hanoi(n - 1, from, via, to, moves, checksum);
  (*moves)++;
  *checksum = (*checksum * 7 + from * 3 + to) % 10007;
  hanoi(n - 1, via, to, from, moves, checksum);
}
void rev(int *lo, int *hi) { if (lo >= hi) return; int t = *lo; *lo = *hi; *hi = t; rev(lo + 1, hi - 1); }
int main(void) {
  unsigned a = __VERIFIER_nondet_uint(), e = __VERIFIER_nondet_uint() % 40u;
  unsigned p = upow(a, e);
  unsigned m = __VERIFIER_nondet_uint() % 3u, n = __VERIFIER_nondet_uint() % 4u;
  int ak = ack((int)m, (int)n);
  int moves = 0, cs = 0;
  hanoi((int)(e % 6u), 1, 3, 2, &moves, &cs);
  int arr[5] = {1, 2, 3, 4, 5};
  rev(arr, arr + 4);
  return (int)(p % 1000u) + 1000 * ak + 100000 * moves + 7 * cs + 3 * calls + arr[0] * 10000000 + arr[1];
}
