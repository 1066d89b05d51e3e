// Pointers into arrays and structs, written through: places with their indices' values,
// pointer values as the element they point to, characters as characters, a freed block.
#include <stdlib.h>
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);
struct pair { int a[3]; char tag; };
struct pair g;
int main(void) {
  int *p = &g.a[1];
  p[1] = 7;
  g.tag = __VERIFIER_nondet_char();
  char *s = malloc(4);
  s[0] = g.tag;
  s[1] = 0;
  free(s);
  int *q = p + 1;
  if (*q == 7 && g.tag == 'y') reach_error();
  return 0;
}
