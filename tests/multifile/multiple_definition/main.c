// an object initialised in two files, or a function defined in two, is an error (the linker's "multiple definition"), with the position of the second
// verify: main.c again.c => ERROR multiple definition of 'x'
// verify: main.c twice.c => ERROR redefinition of function 'f'
// why: C allows one definition of each name of external linkage in a program
extern void reach_error(void);
int x = 1;
int f(void) { return x; }
int main(void) {
  if (f() != 1) reach_error();
  return 0;
}
