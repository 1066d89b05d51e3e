// a function returning a pointer to reach_error, converted to another function pointer type and back
// expect: FALSE
// inputs: 1
// why: pick(1) returns reach_error; the call pick(x)() is a call of reach_error (a function pointer converted to another function pointer type and back compares equal to the original, C11 6.3.2.3p8)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static void nop(void) {}
static void (*pick(int x))(void) { return x == 1 ? reach_error : nop; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int (*p)(int) = (int (*)(int))pick(x);
  ((void (*)(void))p)(); // trap: the error through a returned pointer
  return 0;
}
