/* Calls an inline function of a header that calls one effigy cannot translate. */
#include "include/helpers.h"

int main(void) {
  return uses_rounded(1);
}
