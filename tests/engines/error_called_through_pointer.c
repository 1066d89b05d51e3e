// reach_error is called only through a function pointer that an input chooses: the call graph
// includes it (a call through a pointer is lowered to calls of the functions whose address is
// taken), so the error site is reachable and found
// expect: FALSE
// symex: FALSE
// bmc: FALSE
// kind: FALSE
// cegar: FALSE
// auto: FALSE
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
static void fine(void) {}
int main(void) {
  void (*handlers[2])(void) = {fine, reach_error};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1) return 0;
  handlers[k]();
  return 0;
}
