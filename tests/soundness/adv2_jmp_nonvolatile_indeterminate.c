// a non-volatile local changed between setjmp and longjmp is indeterminate after the second return of setjmp
// expect: UB
// why: C11 7.13.2.1p3: automatic objects of the function calling setjmp that are not volatile and were changed between setjmp and longjmp have indeterminate values; x's address is never taken, so reading it is undefined (6.3.2.1p2); gcc -O0 keeps x in memory and the read gives the new value, which may reach the error, with optimization x may be in a register and read 0; the volatile v is reliable
// ub-check: none (the sanitizers do not track indeterminate values)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef int jmp_buf[64];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int) __attribute__((noreturn));
static jmp_buf env;
int main(void) {
  int x = 0;
  volatile int v = 0;
  if (setjmp(env) == 0) {
    x = __VERIFIER_nondet_int();
    v = x;
    longjmp(env, 1);
  }
  if (v == 5 && x == 5) // trap: x is indeterminate here
    reach_error();
  return 0;
}
