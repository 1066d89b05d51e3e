// run-length encoder that emits a run when the character changes but forgets to emit the last run after the loop
// expect: FALSE
// inputs: 1,97
#include <stdio.h>

extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define MAX 8

static int rle_encode(const char *s, int n, char *sym, int *cnt) {
  int runs = 0;
  char cur = s[0];
  int c = 1;
  for (int i = 1; i < n; i++) {
    if (s[i] == cur) {
      c++;
    } else {
      sym[runs] = cur;
      cnt[runs] = c;
      runs++;
      cur = s[i];
      c = 1;
    }
  }
  /* bug: the final run (cur, c) is never emitted */
  return runs;
}

int main(void) {
  char s[MAX], sym[MAX];
  int cnt[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= MAX);
  for (int i = 0; i < n; i++) {
    s[i] = __VERIFIER_nondet_char();
    __VERIFIER_assume(s[i] >= 'a' && s[i] <= 'c');
  }
  int runs = rle_encode(s, n, sym, cnt);
  int total = 0;
  for (int r = 0; r < runs; r++)
    total += cnt[r];
  if (!(total == n))
    reach_error();
  printf("%d runs\n", runs);
  return 0;
}
