/* The test harness linked with a corpus program for differential testing against gcc.
 *
 *   gcc -m32 -msse2 -mfpmath=sse -ffp-contract=off -std=gnu99 -w -O0 -fno-strict-aliasing \
 *       -fwrapv -fno-builtin -finstrument-functions -Dmain=__effigy_main PROGRAM.c \
 *       -x c tests/harness/harness.c -lm -o exe
 *
 * (-msse2 -mfpmath=sse -ffp-contract=off: float and double arithmetic is IEEE binary32 and
 * binary64, each operation rounded to its type (FLT_EVAL_METHOD 0, no x87 excess precision
 * under -m32) and no multiply-add fused into one rounding, as effigy evaluates it; -lm: a
 * program may declare and call sqrt, floor, fabs... itself. Drop -m32 for LP64; -fno-builtin
 * may be left out, the harness works with and without it; -fsanitize=undefined
 * -fsanitize=float-cast-overflow -fno-sanitize-recover may be added to check a program for
 * undefined behaviour: -fsanitize=undefined alone does not check float-to-integer conversions
 * of values out of range.) `-Dmain=__effigy_main` applies to this file too, so it starts with
 * `#undef main`.
 *
 * The inputs are whitespace-separated decimal integers on stdin (commas are accepted as
 * separators too); each __VERIFIER_nondet_T() pops the next one and returns it converted to T
 * by the C cast `(T)value` (the value is kept as its 64-bit two's complement pattern: negative
 * numbers and unsigned long long values above LLONG_MAX both work), and returns 0 once they run
 * out; __VERIFIER_nondet_bool returns `value != 0`.
 * Floating point inputs are IEEE bit patterns, as everywhere in effigy: __VERIFIER_nondet_float
 * returns the float (binary32) whose bits are the low 32 bits of the value (1065353216 is 1.0f,
 * 2139095040 is +inf, 2143289344 a NaN, 2147483648 is -0.0f), __VERIFIER_nondet_double the
 * double (binary64) whose bits are the 64-bit value (4607182418800017408 is 1.0,
 * 9223372036854775808 is -0.0); a missing input is +0.0. (Under -m32 the i386 ABI returns a
 * float or double in the x87 register st(0), which quiets a signaling NaN: bits 2139095041
 * (0x7f800001) arrive in the program as 0x7fc00001. Every other pattern arrives unchanged.)
 *
 * Exactly one line is printed on stdout, the outcome:
 *   effigy-outcome: return N        main returned N
 *   effigy-outcome: error           reach_error() or __VERIFIER_error() was called, whatever
 *                                   its body, or __assert_fail() was called
 *   effigy-outcome: abort           abort() was called
 *   effigy-outcome: exit N          exit(N) was called
 *   effigy-outcome: assume-violated __VERIFIER_assume(0) was called
 * and the process ends with _exit(0) (nothing else of the program runs after the outcome).
 *
 * How a call of reach_error is seen: the program is compiled with -finstrument-functions, so
 * every function of the program calls __cyg_profile_func_enter(its own address, call site) on
 * entry; the harness compares that address with reach_error's and __VERIFIER_error's. When the
 * program defines them, its (strong) definitions are the ones linked and compared; when it only
 * declares them, the harness's weak definitions below are linked (so a call still works and is
 * reported; their address is then entered only by a real call, so an uncalled declaration never
 * matches). A `static` reach_error in the program would not be seen (SV-COMP programs never
 * have one). abort, exit and atexit are defined here and so override libc's in the executable
 * (exit and the return from main run the atexit handlers before the outcome is reported).
 * Every function of the harness is no_instrument_function.
 */
#undef main
#define NI __attribute__((no_instrument_function))
typedef unsigned long effigy_size;
extern long read(int, void *, effigy_size);
extern long write(int, const void *, effigy_size);
extern void _exit(int) __attribute__((noreturn));
extern int snprintf(char *, effigy_size, const char *, ...);
extern unsigned long long strtoull(const char *, char **, int);

static NI __attribute__((noreturn)) void effigy_report(const char *what, long long n, int with_n) {
  char buf[96];
  int len = with_n ? snprintf(buf, sizeof buf, "effigy-outcome: %s %lld\n", what, n)
                   : snprintf(buf, sizeof buf, "effigy-outcome: %s\n", what);
  if (len > 0) write(1, buf, (effigy_size)len);
  _exit(0);
}

#define EFFIGY_MAX_INPUTS 65536
static unsigned long long effigy_values[EFFIGY_MAX_INPUTS];
static unsigned effigy_count, effigy_next;

static NI int effigy_is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == ','; }

static NI void effigy_read_inputs(void) {
  static char text[1 << 20];
  long n = 0, r;
  while (n < (long)sizeof text - 1 && (r = read(0, text + n, sizeof text - 1 - n)) > 0) n += r;
  text[n] = 0;
  char *p = text;
  while (effigy_count < EFFIGY_MAX_INPUTS) {
    while (effigy_is_space(*p)) p++;
    if (!*p) break;
    int neg = 0;
    if (*p == '-' || *p == '+') neg = *p++ == '-';
    char *end = p;
    unsigned long long v = strtoull(p, &end, 10); /* digits only: no sign is left for it */
    if (end == p) { /* not a number: skip the word */
      while (*p && !effigy_is_space(*p)) p++;
      continue;
    }
    effigy_values[effigy_count++] = neg ? 0ull - v : v; /* the bits of (long long)-v */
    p = end;
  }
}

static NI unsigned long long effigy_input(void) {
  return effigy_next < effigy_count ? effigy_values[effigy_next++] : 0;
}

#define NONDET(name, type) NI type __VERIFIER_nondet_##name(void) { return (type)effigy_input(); }
NI _Bool __VERIFIER_nondet_bool(void) { return effigy_input() != 0; }
NI _Bool __VERIFIER_nondet__Bool(void) { return effigy_input() != 0; }
NONDET(char, char)
NONDET(schar, signed char)
NONDET(s8, signed char)
NONDET(uchar, unsigned char)
NONDET(u8, unsigned char)
NONDET(unsigned_char, unsigned char)
NONDET(short, short)
NONDET(s16, short)
NONDET(ushort, unsigned short)
NONDET(u16, unsigned short)
NONDET(unsigned_short, unsigned short)
NONDET(int, int)
NONDET(s32, int)
NONDET(uint, unsigned int)
NONDET(u32, unsigned int)
NONDET(unsigned, unsigned int)
NONDET(unsigned_int, unsigned int)
NONDET(long, long)
NONDET(ulong, unsigned long)
NONDET(unsigned_long, unsigned long)
NONDET(size_t, unsigned long)
NONDET(loff_t, long)
NONDET(longlong, long long)
NONDET(long_long, long long)
NONDET(s64, long long)
NONDET(ulonglong, unsigned long long)
NONDET(unsigned_long_long, unsigned long long)
NONDET(u64, unsigned long long)
NI float __VERIFIER_nondet_float(void) {
  union { unsigned int bits; float value; } u;
  u.bits = (unsigned int)effigy_input();
  return u.value;
}
NI double __VERIFIER_nondet_double(void) {
  union { unsigned long long bits; double value; } u;
  u.bits = effigy_input();
  return u.value;
}

NI void __VERIFIER_assume(int c) { if (!c) effigy_report("assume-violated", 0, 0); }
NI void __assert_fail(const char *a, const char *f, unsigned l, const char *fn) { effigy_report("error", 0, 0); }
NI void abort(void) { effigy_report("abort", 0, 0); }
/* atexit handlers run, in reverse order, at exit and when main returns (C11 7.22.4.2-4). */
static void (*effigy_atexit_handlers[1024])(void);
static int effigy_atexit_count;
NI int atexit(void (*f)(void)) {
  if (effigy_atexit_count == 1024) return -1;
  effigy_atexit_handlers[effigy_atexit_count++] = f;
  return 0;
}
static NI void effigy_run_atexit(void) {
  while (effigy_atexit_count > 0) effigy_atexit_handlers[--effigy_atexit_count]();
}
NI void exit(int n) { effigy_run_atexit(); effigy_report("exit", n, 1); }
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
  effigy_run_atexit();
  effigy_report("return", r, 1);
  return 0;
}
