/* Declarations effigy cannot translate, none of them used: the program lowers. */
#include "include/helpers.h"

typedef float real;
extern long double half(long double);
struct with_double { double d; int x; };
long double unused_global = 1.5L;
long double (*unused_pointer)(long double);
union with_bits { unsigned a : 3; int b; };
enum big { BIG = 0x1ffffffffLL };

int main(void) {
  return twice(3) - 6;
}
