// error: unsupported: external object 'stderr'
// at: 6:12
// (gcc -E puts the expansion of the system header's macro `stderr` one column to the left)
#include <stdio.h>
int main(void) {
  FILE *f = stderr;
  return f != 0;
}
