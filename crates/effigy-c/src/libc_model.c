/* effigy's model of the C library: the functions a program calls without defining them, as
 * C the front end lowers like the program's own (only the ones the program calls, and only
 * when the program does not define them). Every engine and the interpreter run the same
 * code, so these functions get the same semantics and the same undefined-behaviour checks as
 * the rest of memory: a string without its terminator is read past its end, a copy into a
 * buffer that is too small writes past it, and both are reported where they happen.
 *
 * Written against the C standard (C11 7.21-7.24 and 7.4), not glibc's optimised versions:
 * one byte at a time, as the standard describes the result. A symbolic length makes the loop
 * run once per feasible length (as KLEE's library does). Not modelled here: the overlap rule
 * of memcpy/strcpy (copying between overlapping objects is undefined in C; here it behaves
 * like memmove), locale (the "C" locale's character classes), errno.
 *
 * `__effigy_size_t` is size_t of the data model; the front end defines it before this text.
 * Names beginning with `__effigy_` are this file's own helpers. */

void *memset(void *s, int c, __effigy_size_t n) {
  unsigned char *p = (unsigned char *)s;
  for (__effigy_size_t i = 0; i < n; i++)
    p[i] = (unsigned char)c;
  return s;
}

void *memcpy(void *dest, const void *src, __effigy_size_t n) {
  unsigned char *d = (unsigned char *)dest;
  const unsigned char *s = (const unsigned char *)src;
  for (__effigy_size_t i = 0; i < n; i++)
    d[i] = s[i];
  return dest;
}

void *memmove(void *dest, const void *src, __effigy_size_t n) {
  unsigned char *d = (unsigned char *)dest;
  const unsigned char *s = (const unsigned char *)src;
  /* Copying through a temporary, as the standard describes it: no comparison of pointers
   * into different objects (which is undefined) is needed. */
  if (n == 0)
    return dest;
  unsigned char tmp[n];
  for (__effigy_size_t i = 0; i < n; i++)
    tmp[i] = s[i];
  for (__effigy_size_t i = 0; i < n; i++)
    d[i] = tmp[i];
  return dest;
}

int memcmp(const void *s1, const void *s2, __effigy_size_t n) {
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  for (__effigy_size_t i = 0; i < n; i++) {
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

void *memchr(const void *s, int c, __effigy_size_t n) {
  const unsigned char *p = (const unsigned char *)s;
  for (__effigy_size_t i = 0; i < n; i++) {
    if (p[i] == (unsigned char)c)
      return (void *)(p + i);
  }
  return 0;
}

__effigy_size_t strlen(const char *s) {
  __effigy_size_t n = 0;
  while (s[n] != 0)
    n++;
  return n;
}

__effigy_size_t strnlen(const char *s, __effigy_size_t maxlen) {
  __effigy_size_t n = 0;
  while (n < maxlen && s[n] != 0)
    n++;
  return n;
}

char *strcpy(char *dest, const char *src) {
  __effigy_size_t i = 0;
  for (;;) {
    dest[i] = src[i];
    if (src[i] == 0)
      break;
    i++;
  }
  return dest;
}

char *strncpy(char *dest, const char *src, __effigy_size_t n) {
  __effigy_size_t i = 0;
  for (; i < n && src[i] != 0; i++)
    dest[i] = src[i];
  for (; i < n; i++)
    dest[i] = 0;
  return dest;
}

char *strcat(char *dest, const char *src) {
  __effigy_size_t n = 0;
  while (dest[n] != 0)
    n++;
  __effigy_size_t i = 0;
  for (;;) {
    dest[n + i] = src[i];
    if (src[i] == 0)
      break;
    i++;
  }
  return dest;
}

char *strncat(char *dest, const char *src, __effigy_size_t n) {
  __effigy_size_t len = 0;
  while (dest[len] != 0)
    len++;
  __effigy_size_t i = 0;
  for (; i < n && src[i] != 0; i++)
    dest[len + i] = src[i];
  dest[len + i] = 0;
  return dest;
}

int strcmp(const char *s1, const char *s2) {
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  __effigy_size_t i = 0;
  while (a[i] != 0 && a[i] == b[i])
    i++;
  if (a[i] == b[i])
    return 0;
  return a[i] < b[i] ? -1 : 1;
}

int strncmp(const char *s1, const char *s2, __effigy_size_t n) {
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  for (__effigy_size_t i = 0; i < n; i++) {
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
    if (a[i] == 0)
      return 0;
  }
  return 0;
}

char *strchr(const char *s, int c) {
  char ch = (char)c;
  __effigy_size_t i = 0;
  for (;;) {
    if (s[i] == ch)
      return (char *)(s + i);
    if (s[i] == 0)
      return 0;
    i++;
  }
}

char *strrchr(const char *s, int c) {
  char ch = (char)c;
  const char *found = 0;
  __effigy_size_t i = 0;
  for (;;) {
    if (s[i] == ch)
      found = s + i;
    if (s[i] == 0)
      return (char *)found;
    i++;
  }
}

char *strstr(const char *haystack, const char *needle) {
  if (needle[0] == 0)
    return (char *)haystack;
  for (__effigy_size_t i = 0; haystack[i] != 0; i++) {
    __effigy_size_t j = 0;
    while (needle[j] != 0 && haystack[i + j] == needle[j])
      j++;
    if (needle[j] == 0)
      return (char *)(haystack + i);
  }
  return 0;
}

/* realloc (C11 7.22.3.5, with glibc's choice where C leaves one): a null pointer allocates; a
   size of 0 frees the block and returns a null pointer; otherwise a new block receives the first
   min(old, new) bytes and the old one is freed, or, when no block can be had, the old one is
   left as it was and the result is null. The block always moves: the bytes past the old size are
   indeterminate (a new block's), and a program that uses the old pointer afterwards — or
   compares it, its value being indeterminate — is caught whichever way glibc would have gone.
   `__effigy_alloc_size(p)` is the size of the block p points to the start of; any other pointer
   (an offset into a block, a freed block, an object not from malloc) is undefined behaviour. */
void *realloc(void *p, __effigy_size_t n) {
  if (p == 0)
    return malloc(n);
  __effigy_size_t old = __effigy_alloc_size(p);
  if (n == 0) {
    free(p);
    return 0;
  }
  unsigned char *q = malloc(n);
  if (q == 0)
    return 0;
  const unsigned char *s = p;
  for (__effigy_size_t i = 0; i < old && i < n; i++)
    q[i] = s[i];
  free(p);
  return q;
}

/* abs(INT_MIN) is undefined: the negation overflows, and is reported as such. */
int abs(int j) { return j < 0 ? -j : j; }
long labs(long j) { return j < 0 ? -j : j; }
long long llabs(long long j) { return j < 0 ? -j : j; }

/* <math.h>: fmin and fmax return the other operand when one is a NaN; for operands that
   compare equal (+0 and -0) glibc returns the first on i386 and the second on x86-64. fdim(x, y)
   is x - y when x > y, +0 when x <= y, NaN when either is. The rest of <math.h> that effigy
   computes is built in (sqrt, floor, fabs, isnan, ...). */
double fmin(double x, double y) { return x != x ? y : y != y ? x : x < y ? x : y < x ? y : sizeof(void *) == 8 ? y : x; }
float fminf(float x, float y) { return x != x ? y : y != y ? x : x < y ? x : y < x ? y : sizeof(void *) == 8 ? y : x; }
double fmax(double x, double y) { return x != x ? y : y != y ? x : x > y ? x : y > x ? y : sizeof(void *) == 8 ? y : x; }
float fmaxf(float x, float y) { return x != x ? y : y != y ? x : x > y ? x : y > x ? y : sizeof(void *) == 8 ? y : x; }
double fdim(double x, double y) { return x != x || y != y ? x + y : x > y ? x - y : 0.0; }
float fdimf(float x, float y) { return x != x || y != y ? x + y : x > y ? x - y : 0.0f; }

/* Character classes of the "C" locale. The argument must be EOF or an unsigned char value;
 * anything else is undefined (C11 7.4p1). */
static int __effigy_ctype_arg(int c) {
  if (c != -1 && (c < 0 || c > 255)) {
    /* Undefined behaviour: reported as an out-of-bounds read (a one-byte object, index c). */
    static const char __effigy_ctype_domain[1] = {0};
    return __effigy_ctype_domain[c];
  }
  return c;
}
int isdigit(int c) { c = __effigy_ctype_arg(c); return c >= '0' && c <= '9'; }
int isupper(int c) { c = __effigy_ctype_arg(c); return c >= 'A' && c <= 'Z'; }
int islower(int c) { c = __effigy_ctype_arg(c); return c >= 'a' && c <= 'z'; }
int isalpha(int c) { c = __effigy_ctype_arg(c); return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
int isalnum(int c) { c = __effigy_ctype_arg(c); return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
int isxdigit(int c) { c = __effigy_ctype_arg(c); return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f'); }
int isspace(int c) { c = __effigy_ctype_arg(c); return c == ' ' || (c >= '\t' && c <= '\r'); }
int isblank(int c) { c = __effigy_ctype_arg(c); return c == ' ' || c == '\t'; }
int iscntrl(int c) { c = __effigy_ctype_arg(c); return (c >= 0 && c < 32) || c == 127; }
int isprint(int c) { c = __effigy_ctype_arg(c); return c >= 32 && c < 127; }
int isgraph(int c) { c = __effigy_ctype_arg(c); return c > 32 && c < 127; }
int ispunct(int c) {
  c = __effigy_ctype_arg(c);
  return c > 32 && c < 127 && !((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'));
}
int toupper(int c) { c = __effigy_ctype_arg(c); return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c; }
int tolower(int c) { c = __effigy_ctype_arg(c); return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

/* glibc's <ctype.h> defines the classification macros (isdigit, ...) as lookups in the table
 * that __ctype_b_loc() points to: its bits for the "C" locale, indexed from -128 (EOF is -1)
 * to 255. An argument outside that range reads past the table: undefined, and reported. */
const unsigned short **__ctype_b_loc(void) {
  static const unsigned short table[384] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 8195, 8194, 8194, 8194, 8194, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    24577, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156,
    55304, 55304, 55304, 55304, 55304, 55304, 55304, 55304, 55304, 55304, 49156, 49156, 49156, 49156, 49156, 49156,
    49156, 54536, 54536, 54536, 54536, 54536, 54536, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440,
    50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 49156, 49156, 49156, 49156, 49156,
    49156, 54792, 54792, 54792, 54792, 54792, 54792, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696,
    50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 49156, 49156, 49156, 49156, 2,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  };
  static const unsigned short *row;
  row = table + 128;
  return &row;
}

/* atoi: leading white space, an optional sign, decimal digits. A value that int cannot
 * represent is undefined (C11 7.22.1p1); the accumulation is done on the negative side so
 * that INT_MIN itself is representable, and overflows exactly when the value does not fit. */
/* Where the digits of a numeral start: after white space and an optional sign. */
static __effigy_size_t __effigy_numeral(const char *s, int *negative) {
  __effigy_size_t i = 0;
  while (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r'))
    i++;
  *negative = 0;
  if (s[i] == '+' || s[i] == '-') {
    *negative = s[i] == '-';
    i++;
  }
  return i;
}

int atoi(const char *s) {
  int negative;
  __effigy_size_t i = __effigy_numeral(s, &negative);
  int n = 0;
  while (s[i] >= '0' && s[i] <= '9') {
    n = n * 10 - (s[i] - '0');
    i++;
  }
  return negative ? n : -n;
}

long atol(const char *s) {
  int negative;
  __effigy_size_t i = __effigy_numeral(s, &negative);
  long n = 0;
  while (s[i] >= '0' && s[i] <= '9') {
    n = n * 10 - (s[i] - '0');
    i++;
  }
  return negative ? n : -n;
}

/* Inputs: rand() and getchar() read nondeterministic values, replayed by the gcc harness. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int rand(void) {
  int r = __VERIFIER_nondet_int();
  __VERIFIER_assume(r >= 0 && r <= 2147483647);
  return r;
}
void srand(unsigned int seed) { (void)seed; }
int getchar(void) {
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= -1 && c <= 255);
  return c;
}
