// The pointer is kept only as bytes of a global buffer, copied back, used and freed.
// property: valid-memsafety
// expect: TRUE
// decided-by: symex bmc
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
unsigned char buf[sizeof(int*)];
int main(void){
  int *p = malloc(sizeof(int));
  if(!p) return 0;
  *p = 5;
  memcpy(buf, &p, sizeof p);
  p = 0;
  int *q;
  memcpy(&q, buf, sizeof q);
  *q = 6;
  free(q);
  return 0;
}
