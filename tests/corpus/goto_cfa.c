// covers: goto-based code as produced by CIL for SV-COMP (while_continue/while_break labels, a return_label with a __retres variable, empty labelled statements), backward gotos forming a loop, forward gotos skipping code, an ERROR label reached by goto
// symex: FALSE
// run: inputs=12 outcome=error
// run: inputs=5 outcome=return 5
// run: inputs=-3 outcome=return -1
// run: inputs=100 outcome=return 120
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error() {}
int f(int n) {
  int __retres2;
  int i;
  int s;
  i = 0;
  s = 0;
  {
  while_continue: /* CIL_Label */ ;
  if (!(i < n)) goto while_break;
  if (i % 3 == 1) { i = i + 1; goto while_continue; }
  s = s + i;
  i = i + 1;
  goto while_continue;
  while_break: /* CIL_Label */ ;
  }
  __retres2 = s;
  goto return_label;
  return_label:
  return __retres2;
}
int main(void) {
  int x;
  int y;
  int tmp;
  x = __VERIFIER_nondet_int();
  if (x < 0) goto negative;
  if (x > 20) { x = 20; }
  tmp = f(x);
  y = tmp;
  goto check;
negative:
  y = -1;
check:
  if (y == 44) goto ERROR;
  return y;
ERROR:
  reach_error();
  abort();
  return 0;
}
