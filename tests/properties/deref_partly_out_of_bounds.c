// A 4-byte read at offset 4 of a 6-byte block: partly out of bounds.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
#include <stdlib.h>
int main(void){
  int *p = malloc(6);
  if(!p) return 0;
  p[0] = 1;
  int v = p[1];
  free(p);
  return v;
}
