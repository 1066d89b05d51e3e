// A goto into a loop's body makes the loop's head (for the search of back edges) the label,
// with the code before it in its "body": k-induction must not take the goto's branch (x == 1)
// for every way into the loop. Without it (c == 0) the loop writes arr[10] at i == 1001.
// property: valid-deref
// expect: FALSE(valid-deref)
// decided-by: symex
// timeout: 3
extern int __VERIFIER_nondet_int(void);
int x = 0;
int arr[10];
int main(void) {
  int c = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  int i = 0, j = 0;
  if (c) {
    x = 1;
    goto inside;
  }
  while (j < n) { if (i != 0) arr[20] = 1; j++; }
  if (i != 0) arr[20] = 1;
  while (i < 2000000) {
    i++;
  inside:
    if (!x && i >= 1000) arr[i - 1000 + 9] = 1;
  }
  return 0;
}
