// gcc -m32: __alignof__(double) and __alignof__(_Complex double) are 8 (the preferred alignment), while _Alignof gives 4
// expect: FALSE
// inputs: none
// why: on i386 gcc's __alignof__ returns the preferred alignment of a type, 8 for double, long long and _Complex double, whereas C11 _Alignof returns the ABI alignment inside structs, 4 (gcc documents the difference); sizeof(struct { char c; _Complex double z; }) is 20; all are constants, no input matters
void reach_error(void) {}
struct C { char c; _Complex double z; };
int main(void) {
  if (__alignof__(_Complex double) == 8 && _Alignof(_Complex double) == 4 && sizeof(struct C) == 20 && __alignof__(double) == 8) // trap
    reach_error();
  return 0;
}
