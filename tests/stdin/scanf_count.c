// reads a count and then that many numbers with scanf into an array of 2: a count above 2 writes past it
// verify: scanf_count.c --property valid-memsafety --sym-stdin 6 => FALSE
// engines: symex (bounded model checking and k-induction give up on the model's stdio unwound at this size, CEGAR reaches its time limit: measured, not claimed)
// why: "3 1 2" (5 bytes): after two numbers read, i = 2 and a[2] = 0 writes past the array
#include <stdio.h>
int main(void) {
  int a[2], n = 0, sum = 0;
  if (scanf("%d", &n) != 1 || n < 0)
    return 1;
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    if (scanf("%d", &a[i]) != 1)
      break;
    sum += a[i];
  }
  return sum == 7;
}
