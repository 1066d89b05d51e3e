// longjmp out of a qsort comparator back into main: setjmp returns the comparator's value, and main's volatile counter survives
// expect: FALSE
// inputs: 9,4
// why: longjmp may leave through the library's frames (C11 7.13.2.1, glibc's qsort has no cleanup), so setjmp returns 2 once the comparator saw 9; the volatile tries keeps its value (7.13.2.1p3); on 9,4 the first comparison sees 9 and jumps
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void qsort(void *, unsigned int, unsigned int, int (*)(const void *, const void *));
typedef int jmp_buf[64];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int) __attribute__((noreturn));
static jmp_buf env;
static int cmp(const void *a, const void *b) {
  if (*(const int *)a == 9 || *(const int *)b == 9)
    longjmp(env, 2); // trap: leaves qsort
  return *(const int *)a < *(const int *)b ? -1 : *(const int *)a > *(const int *)b;
}
int main(void) {
  int v[2] = { __VERIFIER_nondet_int(), __VERIFIER_nondet_int() };
  volatile int tries = 0;
  int r = setjmp(env);
  tries++;
  if (r == 2 && tries == 2)
    reach_error();
  if (r == 0)
    qsort(v, 2, sizeof v[0], cmp);
  return 0;
}
