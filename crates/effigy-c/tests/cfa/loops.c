// while, do-while, for with declarations, break and continue.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  while (n > 0) {
    n--;
    if (n == 5) continue;
    if (n == 2) break;
    s += n;
  }
  do { s++; } while (s < 3);
  for (int i = 0; i < 2; i++) s *= 2;
  for (;;) { if (s > 100) break; s += 10; }
  return s;
}
