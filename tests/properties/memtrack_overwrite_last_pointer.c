// The only pointer to a block is overwritten (SV-COMP's example of a valid-memtrack violation).
// property: valid-memsafety
// expect: FALSE(valid-memtrack)
// decided-by: symex bmc
#include <stdlib.h>
int main(void) { int *p = malloc(8); p[0] = 1; p = 0; return 0; }
