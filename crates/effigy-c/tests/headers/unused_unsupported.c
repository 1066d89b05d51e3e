/* Declarations effigy cannot translate, none of them used: the program lowers. */
#include "include/helpers.h"

typedef float real;
extern double half(double);
struct with_double { double d; int x; };
float unused_global = 1.5f;
double (*unused_pointer)(double);
union with_bits { unsigned a : 3; int b; };
enum big { BIG = 0x1ffffffffLL };

int main(void) {
  return twice(3) - 6;
}
