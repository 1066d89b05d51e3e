// error: unsupported: '%n' in the format of 'printf'
// at: 6:10
#include <stdio.h>
int main(void) {
  int n = 0;
  printf("ab%n", &n);
  return n;
}
