// gcc: an enum with the enumerator 0xffffffffu is unsigned int, one with -1 and INT_MAX is int
// expect: FALSE
// inputs: none
// why: gcc picks the enum's type from its values (C11 6.7.2.2p4: implementation-defined, compatible with an integer type; 0xffffffffu as an enumerator is a gcc extension): F is unsigned int so f > 0 holds for 0xffffffff and f + 1 wraps to 0, H is int so h < 0 holds for -1 and HMAX + 0LL is 2^31 - 1
void reach_error(void) {}
enum F { FMAX = 0xffffffffu };
enum H { HNEG = -1, HMAX = 0x7fffffff };
int main(void) {
  enum F f = FMAX;
  enum H h = HNEG;
  if (f > 0 && f + 1 == 0 && h < 0 && HMAX + 0LL == 2147483647 && sizeof(enum H) == 4) // trap
    reach_error();
  return 0;
}
