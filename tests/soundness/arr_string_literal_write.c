// writing into a string literal through a char pointer
// expect: UB
// why: for k != 0, s[0] = 'x' modifies the array of a string literal, which is undefined (C11 6.4.5p7); gcc puts it in read-only memory and the program crashes
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  char *s = "abc";
  int k = __VERIFIER_nondet_int();
  if (k)
    s[0] = 'x'; // trap: not a modifiable array
  if (s[0] == 'x')
    reach_error();
  return 0;
}
