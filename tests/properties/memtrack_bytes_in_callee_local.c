// The only copy of the block's address is in the bytes of a callee's local array, gone when it
// returns.
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// decided-by: symex bmc
#include <stdlib.h>
#include <string.h>
int f(void){
  unsigned char b[sizeof(int*)];
  int *p = malloc(sizeof(int));
  if(!p) return 0;
  memcpy(b, &p, sizeof p);
  p = 0;
  return b[0];
}
int main(void){ f(); return 0; }
