// int x = (_Bool)y: the conversion to _Bool is y != 0, not y for y in [0, 5]
// expect: FALSE
// inputs: 2
// why: for y == 2, (_Bool)y == 1 (C11 6.3.1.2), so x == 1 != y and the error is reached; _Bool's range is [0, 1], not that of an 8-bit type
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int y = __VERIFIER_nondet_int();
  if (y < 0 || y > 5)
    return 0;
  int x = (_Bool)y; // trap: a cast that changes values in range of unsigned char
  if (x != y)
    reach_error();
  return 0;
}
