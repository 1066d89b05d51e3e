// a goto into a loop's body: the search's head of that loop is the label, and its "body" holds
// the code before it (the other branch's loop), so that loop is not entered at its head only
// expect: FALSE
// inputs: 0,0
// why: with c == 0, x stays 0 and the loop reaches i == 1000, where !x holds
// kind-timeout: 3
// bmc-timeout: 3
// symex-timeout: 3
// cegar-timeout: 3
// absint-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int x = 0;
int main(void) {
  int c = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  int i = 0, j1 = 0, j2 = 0;
  if (c) {
    x = 1;
    while (j1 < n) j1++;
    goto inside; // trap: enters the loop below in its body
  } else {
    while (j2 < n) { if (i != 0) reach_error(); j2++; }
    if (i != 0) reach_error();
  }
  while (i < 1000000) {
    i++;
  inside:
    if (!x && i >= 1000) reach_error();
  }
  return 0;
}
