/* A program for the debugger's stepping commands: a call, an input, an error. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

int square(int v) {
  int r = v * v;
  return r;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int s = square(x);
  if (s == 49)
    reach_error();
  int t = square(s + 1);
  return t;
}
