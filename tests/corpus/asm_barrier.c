// covers: GNU asm with an empty template (an optimisation barrier): inputs evaluated once, an
//   output tied to an input gets its value, "+r"/"+m" outputs and "=m" keep theirs, the lvalue of
//   an output evaluated once, "memory" clobbers, basic asm("")
// run: inputs=0,0 outcome=return 1003
// run: inputs=5,7 outcome=return 7003
// run: inputs=-3,2 outcome=return 128503
extern int __VERIFIER_nondet_int(void);
static int calls;
static int slot[4];
static int *next_slot(void) { return &slot[calls++ & 3]; }
int main(void) {
  int x = __VERIFIER_nondet_int() & 0xff, y = __VERIFIER_nondet_int() & 0xff;
  int a, b = 1, c = 0;
  asm("");
  asm volatile("" : : : "memory");
  asm volatile("" : "=r"(a) : "0"(x + y));     /* a = x + y */
  asm volatile("" : "+r"(b) : "r"(y), "g"(x)); /* b stays 1 */
  asm volatile("" : "=m"(c));                  /* c stays 0 */
  *next_slot() = x;
  asm volatile("" : "+r"(*next_slot()));       /* one call: calls == 2 */
  asm volatile("" : : "g"(calls++) : "memory"); /* the input is evaluated: calls == 3 */
  return a * 500 + b * 1000 + c + calls;
}
