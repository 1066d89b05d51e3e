/* Declarations effigy cannot translate, none of them used: the program lowers. */
#include "include/helpers.h"

typedef float real;
extern double half(double);
struct with_double { double d; int x; };
float unused_global = 1.5f;
int (*unused_pointer)(int);
union with_bits { unsigned a : 3; int b; };
enum big { BIG = 0x1ffffffffLL };

int main(void) {
  return twice(3) - 6;
}
