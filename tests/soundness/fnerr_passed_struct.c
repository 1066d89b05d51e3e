// a pointer to reach_error kept in a struct and called by another function
// expect: FALSE
// inputs: 5
// why: h.on_bad is reach_error; run() calls it when v > 3, so on input 5 reach_error is called through h.on_bad
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct handler { int limit; void (*on_bad)(void); };
static void run(const struct handler *h, int v) {
  if (v > h->limit)
    h->on_bad(); // trap: an indirect call of the error
}
int main(void) {
  struct handler h = { 3, reach_error };
  run(&h, __VERIFIER_nondet_int());
  return 0;
}
