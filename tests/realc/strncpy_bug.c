// copies a name of up to 6 letters into an 4-byte field with strncpy(dst, src, sizeof dst), which leaves the field unterminated when the name has 4 or more letters
// expect: FALSE
// inputs: 4,97,98,99,100
#include <stdio.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

struct record {
  char tag[4];
  int id;
};

int main(void) {
  char name[7];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  for (int i = 0; i < n; i++) {
    name[i] = __VERIFIER_nondet_char();
    __VERIFIER_assume(name[i] >= 'a' && name[i] <= 'z');
  }
  name[n] = '\0';
  struct record r;
  r.id = n;
  strncpy(r.tag, name, sizeof r.tag); /* bug: should copy sizeof r.tag - 1 and terminate */
  if (!(memchr(r.tag, '\0', sizeof r.tag) != NULL))
    reach_error(); /* the tag must be a C string */
  printf("%.4s %d\n", r.tag, r.id);
  return 0;
}
