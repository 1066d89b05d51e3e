// a volatile local changed after setjmp keeps its new value when setjmp returns again through longjmp
// expect: FALSE
// inputs: 7
// why: longjmp makes setjmp return 1 (C11 7.13.2.1p3); v is volatile, so its value is the one stored before the longjmp (only non-volatile locals changed in between are indeterminate), 7 on input 7
// glibc exports setjmp and longjmp as functions; jmp_buf is int[39] there (156 bytes), int[64] is room enough
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
typedef int jmp_buf[64];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int) __attribute__((noreturn));
static jmp_buf env;
int main(void) {
  volatile int v = 0;
  if (setjmp(env) == 0) {
    v = __VERIFIER_nondet_int();
    longjmp(env, 1);
  }
  if (v == 7) // trap: second return of setjmp, v is not 0
    reach_error();
  return 0;
}
