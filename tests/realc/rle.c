// run-length encoding of up to 8 characters from the alphabet a..c, then decoding; checks the round trip
// expect: TRUE
// why: the encoder closes a run at every change of character and flushes the last run, so the runs' counts sum to n and decoding writes back exactly the original characters; there are at most n runs
#include <stdio.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAX 8

static int rle_encode(const char *s, int n, char *sym, int *cnt) {
  int runs = 0;
  int i = 0;
  while (i < n) {
    int j = i;
    while (j < n && s[j] == s[i])
      j++;
    sym[runs] = s[i];
    cnt[runs] = j - i;
    runs++;
    i = j;
  }
  return runs;
}

static int rle_decode(const char *sym, const int *cnt, int runs, char *out) {
  int k = 0;
  for (int r = 0; r < runs; r++)
    for (int t = 0; t < cnt[r]; t++)
      out[k++] = sym[r];
  out[k] = '\0';
  return k;
}

int main(void) {
  char s[MAX + 1], sym[MAX], out[MAX + 1];
  int cnt[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= MAX);
  for (int i = 0; i < n; i++) {
    s[i] = __VERIFIER_nondet_char();
    __VERIFIER_assume(s[i] >= 'a' && s[i] <= 'c');
  }
  s[n] = '\0';
  int runs = rle_encode(s, n, sym, cnt);
  if (!(runs <= n))
    reach_error();
  int len = rle_decode(sym, cnt, runs, out);
  if (!(len == n && strcmp(out, s) == 0))
    reach_error();
  for (int r = 0; r < runs; r++)
    printf("%d%c", cnt[r], sym[r]);
  printf("\n");
  return 0;
}
