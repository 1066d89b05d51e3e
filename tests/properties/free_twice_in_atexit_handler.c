// main frees the block, then the atexit handler frees it again: exit runs the handlers.
// property: valid-memsafety
// expect: FALSE(valid-free)
// decided-by: symex bmc
#include <stdlib.h>
int *g;
void cleanup(void){ free(g); }
int main(void){
  g = malloc(sizeof(int));
  atexit(cleanup);
  free(g);
  return 0;
}
