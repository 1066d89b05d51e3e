// char s[] = {"abc"} has size 4: the braces may enclose the string literal
// expect: FALSE
// inputs: 3
// why: a character array may be initialized by a string literal optionally enclosed in braces (C11 6.7.9p14), so s is {'a','b','c',0} with sizeof 4, the same at file scope: s[3] == 0 == g[3] on k == 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
char g[] = {"xyz"};
int main(void) {
  char s[] = {"abc"}; // trap: 4 chars, not one char initialized from a pointer
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= (int)sizeof s)
    return 0;
  if (sizeof s == 4 && sizeof g == 4 && s[k] == g[k])
    reach_error();
  return 0;
}
