/* The test harness linked with a corpus program for differential testing against gcc.
 *
 *   gcc -m32 -std=gnu99 -w -O0 -fno-strict-aliasing -fwrapv -fno-builtin -finstrument-functions \
 *       -Dmain=__effigy_main PROGRAM.c -x c tests/harness/harness.c -o exe
 *   (drop -m32 for LP64; the harness only uses `main` after `#undef main` below)
 *
 * The inputs are whitespace-separated decimal integers on stdin; each __VERIFIER_nondet_T()
 * returns the next one converted to T (0 once they run out). The outcome is printed as one
 * line: `effigy-outcome: return N`, `error` (a call of reach_error or __VERIFIER_error,
 * detected at function entry whatever its body, or __assert_fail), `abort`, `exit N`,
 * `assume-violated`.
 */
#undef main
#define NI __attribute__((no_instrument_function))
typedef unsigned long effigy_size;
extern long read(int, void *, effigy_size);
extern long write(int, const void *, effigy_size);
extern void _exit(int);
extern int snprintf(char *, effigy_size, const char *, ...);

static NI void effigy_report(const char *what, long long n, int with_n) {
  char buf[96];
  int len = with_n ? snprintf(buf, sizeof buf, "effigy-outcome: %s %lld\n", what, n)
                   : snprintf(buf, sizeof buf, "effigy-outcome: %s\n", what);
  write(1, buf, (effigy_size)len);
  _exit(0);
}

static unsigned long long effigy_values[4096];
static unsigned effigy_count, effigy_next;

static NI void effigy_read_inputs(void) {
  static char text[65536];
  long n = 0, r;
  while (n < (long)sizeof text - 1 && (r = read(0, text + n, sizeof text - 1 - n)) > 0) n += r;
  text[n] = 0;
  char *p = text;
  while (*p && effigy_count < 4096) {
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == ',') p++;
    if (!*p) break;
    int neg = 0;
    if (*p == '-') { neg = 1; p++; }
    unsigned long long v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (unsigned long long)(*p++ - '0');
    effigy_values[effigy_count++] = neg ? (unsigned long long)(-(long long)v) : v;
    while (*p && *p != ' ' && *p != '\n' && *p != '\t' && *p != ',') p++;
  }
}

static NI unsigned long long effigy_input(void) {
  return effigy_next < effigy_count ? effigy_values[effigy_next++] : 0;
}

#define NONDET(name, type) NI type __VERIFIER_nondet_##name(void) { return (type)effigy_input(); }
NI _Bool __VERIFIER_nondet_bool(void) { return effigy_input() != 0; }
NONDET(char, char)
NONDET(schar, signed char)
NONDET(uchar, unsigned char)
NONDET(short, short)
NONDET(ushort, unsigned short)
NONDET(int, int)
NONDET(uint, unsigned int)
NONDET(unsigned, unsigned int)
NONDET(unsigned_int, unsigned int)
NONDET(long, long)
NONDET(ulong, unsigned long)
NONDET(longlong, long long)
NONDET(ulonglong, unsigned long long)
NONDET(size_t, unsigned long)
NONDET(u8, unsigned char)
NONDET(u16, unsigned short)
NONDET(u32, unsigned int)
NONDET(s8, signed char)
NONDET(s16, short)
NONDET(s32, int)

NI void __VERIFIER_assume(int c) { if (!c) effigy_report("assume-violated", 0, 0); }
NI void __assert_fail(const char *a, const char *f, unsigned l, const char *fn) { effigy_report("error", 0, 0); }
NI void abort(void) { effigy_report("abort", 0, 0); }
NI void exit(int n) { effigy_report("exit", n, 1); }
__attribute__((weak)) NI void reach_error(void) { effigy_report("error", 0, 0); }
__attribute__((weak)) NI void __VERIFIER_error(void) { effigy_report("error", 0, 0); }

NI void __cyg_profile_func_enter(void *fn, void *site) {
  if (fn == (void *)reach_error || fn == (void *)__VERIFIER_error) effigy_report("error", 0, 0);
}
NI void __cyg_profile_func_exit(void *fn, void *site) {}

extern int __effigy_main();
NI int main(void) {
  effigy_read_inputs();
  int r = __effigy_main();
  effigy_report("return", r, 1);
  return 0;
}
