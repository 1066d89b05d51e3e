// memcpy into a variable through a pointer to it: the library writes the variable
// expect: FALSE
// cegar-timeout: 5
// inputs: none
// why: memcpy copies the 4 bytes of v into x, so *p and x read 5 and the error is reached
extern void *memcpy(void *, const void *, unsigned int);
void reach_error(void) {}
int main(void) {
  int x = 0, v = 5;
  int *p = &x;
  memcpy(p, &v, sizeof x); // trap: the address is passed to the C library
  if (*p == 5)
    reach_error();
  return 0;
}
