// setjmp/longjmp as a loop: a static counter goes up once per longjmp until it reaches n
// expect: FALSE
// inputs: 4
// why: each longjmp returns to the setjmp (C11 7.13.2.1p3), which runs the increment again; the counter is static so its value survives; after n passes n == count, and on input 4 the error is reached
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef int jmp_buf[64];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int) __attribute__((noreturn));
static jmp_buf env;
static int count;
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 5)
    return 0;
  setjmp(env);
  count++;
  if (count < n)
    longjmp(env, 1);
  if (count == 4) // trap: needs three jumps back
    reach_error();
  return 0;
}
