// covers: nested for loops with break and continue at both levels, a for loop with commas in its init and step clauses, for (;;) with break, while (k++ < 5) (side effect in the condition), do { } while (0), a down-counting unsigned loop for (i = 4; i-- > 0;), leaving nested loops with goto, return from inside nested loops
// run: inputs=0 outcome=return 281574270
// run: inputs=13 outcome=return 241574170
// run: inputs=42 outcome=return 121580970
// run: inputs=-1 outcome=return 241580170
extern int __VERIFIER_nondet_int(void);
int find_pair(int target) {
  for (int i = 0; i < 10; i++)
    for (int j = i; j < 10; j++)
      if (i * j == target) return i * 10 + j;
  return -1;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int t = (int)((unsigned)x % 50u);
  int acc = 0;
  for (int i = 0, j = 9; i < j; i++, j--) acc += i * j;
  int n = 0;
  for (;;) { if (++n >= 7) break; }
  int k = 0, w = 0;
  while (k++ < 5) w += k;
  do { acc += 1000; } while (0);
  unsigned dn = 0;
  for (unsigned i = 4; i-- > 0;) dn = dn * 10u + i;
  int found = 0;
  for (int i = 0; i < 8; i++) {
    if (i == t % 8) continue;
    for (int j = 0; j < 8; j++) {
      if (j > i) break;
      if ((i + j) % 5 == 4) continue;
      if (i * 8 + j == t) goto done;
      found++;
    }
  }
done:
  return acc + 10000 * n + 100000 * w + 10000000 * found + 100 * find_pair(t) + (int)dn;
}
