/* effigy's model of the C library: the functions a program calls without defining them, as
 * C the front end lowers like the program's own (only the ones the program calls, and only
 * when the program does not define them). Every engine and the interpreter run the same
 * code, so these functions get the same semantics and the same undefined-behaviour checks as
 * the rest of memory: a string without its terminator is read past its end, a copy into a
 * buffer that is too small writes past it, and both are reported where they happen.
 *
 * Written against the C standard (C11 7.21-7.24 and 7.4), not glibc's optimised versions:
 * one byte at a time, as the standard describes the result. A symbolic length makes the loop
 * run once per feasible length (as KLEE's library does). Copying between overlapping objects
 * (memcpy, strcpy, strcat, strncpy, strncat) is undefined: each copied byte's source and
 * destination are compared with the other range's start (pointer equality, defined between
 * any two pointers), `__effigy_undefined` says so. Not modelled here: locale (the "C" locale's
 * character classes), errno.
 *
 * Functions that call back into the program (qsort, bsearch) call the function pointer they
 * are given, in the order glibc 2.36 does; atexit records handlers that `exit` and the return
 * from main run (the front end adds the calls of `__effigy_run_atexit` when atexit is used).
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
  for (__effigy_size_t i = 0; i < n; i++) {
    d[i] = s[i];
    /* After the access: d + i and s + i are inside their objects (no comparison with a
       pointer one past the end, whose result would depend on the layout). */
    if (d + i == s || s + i == d)
      __effigy_undefined("memcpy between overlapping objects");
  }
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
    if (dest + i == src || src + i == dest)
      __effigy_undefined("strcpy between overlapping objects");
    if (src[i] == 0)
      break;
    i++;
  }
  return dest;
}

char *strncpy(char *dest, const char *src, __effigy_size_t n) {
  __effigy_size_t i = 0;
  for (; i < n && src[i] != 0; i++) {
    dest[i] = src[i];
    if (dest + i == src || src + i == dest)
      __effigy_undefined("strncpy between overlapping objects");
  }
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
    if (dest + n + i == src || src + i == dest + n)
      __effigy_undefined("strcat between overlapping objects");
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
  for (; i < n && src[i] != 0; i++) {
    dest[len + i] = src[i];
    if (dest + len + i == src || src + i == dest + len)
      __effigy_undefined("strncat between overlapping objects");
  }
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

/* Complex multiplication and division of floating values (the front end calls these for
   `z * w` and `z / w` when both are complex): gcc 12's libgcc routines __mulsc3, __muldc3,
   __divsc3, __divdc3, which gcc calls at -O0. The product is the textbook formula; when both
   parts come out NaN, C11 Annex G.5.1's recovery of the infinities: an infinite factor is
   "boxed" to ±1 or ±0 parts, NaN parts of the other factor become 0, and the product is
   recomputed times infinity. The quotient of floats is computed in double precision with the
   textbook formula; of doubles with Smith's method (the larger of |c|, |d| divides), with
   libgcc's scalings against overflow and underflow (RBIG = DBL_MAX/2, RMIN = DBL_MIN,
   RMIN2 = DBL_EPSILON, RMINSCAL = 1/DBL_EPSILON, RMAX2 = RBIG*RMIN2); both then recover the
   infinities and zeros of nonzero/zero, infinite/finite and finite/infinite. */
void __effigy_mulsc3(float a, float b, float c, float d, float *re, float *im) {
  float ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  float x = ac - bd, y = ad + bc;
  if (__builtin_isnan(x) && __builtin_isnan(y)) {
    int recalc = 0;
    if (__builtin_isinf(a) || __builtin_isinf(b)) {
      a = __builtin_copysignf(__builtin_isinf(a) ? 1.0f : 0.0f, a);
      b = __builtin_copysignf(__builtin_isinf(b) ? 1.0f : 0.0f, b);
      if (__builtin_isnan(c)) c = __builtin_copysignf(0.0f, c);
      if (__builtin_isnan(d)) d = __builtin_copysignf(0.0f, d);
      recalc = 1;
    }
    if (__builtin_isinf(c) || __builtin_isinf(d)) {
      c = __builtin_copysignf(__builtin_isinf(c) ? 1.0f : 0.0f, c);
      d = __builtin_copysignf(__builtin_isinf(d) ? 1.0f : 0.0f, d);
      if (__builtin_isnan(a)) a = __builtin_copysignf(0.0f, a);
      if (__builtin_isnan(b)) b = __builtin_copysignf(0.0f, b);
      recalc = 1;
    }
    if (!recalc && (__builtin_isinf(ac) || __builtin_isinf(bd) || __builtin_isinf(ad) || __builtin_isinf(bc))) {
      if (__builtin_isnan(a)) a = __builtin_copysignf(0.0f, a);
      if (__builtin_isnan(b)) b = __builtin_copysignf(0.0f, b);
      if (__builtin_isnan(c)) c = __builtin_copysignf(0.0f, c);
      if (__builtin_isnan(d)) d = __builtin_copysignf(0.0f, d);
      recalc = 1;
    }
    if (recalc) {
      x = __builtin_inff() * (a * c - b * d);
      y = __builtin_inff() * (a * d + b * c);
    }
  }
  *re = x;
  *im = y;
}

void __effigy_muldc3(double a, double b, double c, double d, double *re, double *im) {
  double ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  double x = ac - bd, y = ad + bc;
  if (__builtin_isnan(x) && __builtin_isnan(y)) {
    int recalc = 0;
    if (__builtin_isinf(a) || __builtin_isinf(b)) {
      a = __builtin_copysign(__builtin_isinf(a) ? 1.0 : 0.0, a);
      b = __builtin_copysign(__builtin_isinf(b) ? 1.0 : 0.0, b);
      if (__builtin_isnan(c)) c = __builtin_copysign(0.0, c);
      if (__builtin_isnan(d)) d = __builtin_copysign(0.0, d);
      recalc = 1;
    }
    if (__builtin_isinf(c) || __builtin_isinf(d)) {
      c = __builtin_copysign(__builtin_isinf(c) ? 1.0 : 0.0, c);
      d = __builtin_copysign(__builtin_isinf(d) ? 1.0 : 0.0, d);
      if (__builtin_isnan(a)) a = __builtin_copysign(0.0, a);
      if (__builtin_isnan(b)) b = __builtin_copysign(0.0, b);
      recalc = 1;
    }
    if (!recalc && (__builtin_isinf(ac) || __builtin_isinf(bd) || __builtin_isinf(ad) || __builtin_isinf(bc))) {
      if (__builtin_isnan(a)) a = __builtin_copysign(0.0, a);
      if (__builtin_isnan(b)) b = __builtin_copysign(0.0, b);
      if (__builtin_isnan(c)) c = __builtin_copysign(0.0, c);
      if (__builtin_isnan(d)) d = __builtin_copysign(0.0, d);
      recalc = 1;
    }
    if (recalc) {
      x = __builtin_inf() * (a * c - b * d);
      y = __builtin_inf() * (a * d + b * c);
    }
  }
  *re = x;
  *im = y;
}

void __effigy_divsc3(float a, float b, float c, float d, float *re, float *im) {
  double aa = a, bb = b, cc = c, dd = d;
  double denom = cc * cc + dd * dd;
  float x = (float)((aa * cc + bb * dd) / denom);
  float y = (float)((bb * cc - aa * dd) / denom);
  if (__builtin_isnan(x) && __builtin_isnan(y)) {
    if (c == 0.0f && d == 0.0f && (!__builtin_isnan(a) || !__builtin_isnan(b))) {
      x = __builtin_copysignf(__builtin_inff(), c) * a;
      y = __builtin_copysignf(__builtin_inff(), c) * b;
    } else if ((__builtin_isinf(a) || __builtin_isinf(b)) && __builtin_isfinite(c) && __builtin_isfinite(d)) {
      a = __builtin_copysignf(__builtin_isinf(a) ? 1.0f : 0.0f, a);
      b = __builtin_copysignf(__builtin_isinf(b) ? 1.0f : 0.0f, b);
      x = __builtin_inff() * (a * c + b * d);
      y = __builtin_inff() * (b * c - a * d);
    } else if ((__builtin_isinf(c) || __builtin_isinf(d)) && __builtin_isfinite(a) && __builtin_isfinite(b)) {
      c = __builtin_copysignf(__builtin_isinf(c) ? 1.0f : 0.0f, c);
      d = __builtin_copysignf(__builtin_isinf(d) ? 1.0f : 0.0f, d);
      x = (float)(0.0 * (a * c + b * d));
      y = (float)(0.0 * (b * c - a * d));
    }
  }
  *re = x;
  *im = y;
}

void __effigy_divdc3(double a, double b, double c, double d, double *re, double *im) {
  const double rbig = 0x1.fffffffffffffp+1022, rmin = 0x1p-1022, rmin2 = 0x1p-52, rminscal = 0x1p+52;
  const double rmax2 = rbig * rmin2;
  double ratio, denom, x, y;
  if (__builtin_fabs(c) < __builtin_fabs(d)) {
    if (__builtin_fabs(d) >= rbig) {
      a = a / 2; b = b / 2; c = c / 2; d = d / 2;
    }
    if (__builtin_fabs(d) < rmin2) {
      a = a * rminscal; b = b * rminscal; c = c * rminscal; d = d * rminscal;
    } else if ((__builtin_fabs(a) < rmin && __builtin_fabs(b) < rmax2 && __builtin_fabs(d) < rmax2)
               || (__builtin_fabs(b) < rmin && __builtin_fabs(a) < rmax2 && __builtin_fabs(d) < rmax2)) {
      a = a * rminscal; b = b * rminscal; c = c * rminscal; d = d * rminscal;
    }
    ratio = c / d;
    denom = c * ratio + d;
    if (__builtin_fabs(ratio) > rmin) {
      x = (a * ratio + b) / denom;
      y = (b * ratio - a) / denom;
    } else {
      x = (c * (a / d) + b) / denom;
      y = (c * (b / d) - a) / denom;
    }
  } else {
    if (__builtin_fabs(c) >= rbig) {
      a = a / 2; b = b / 2; c = c / 2; d = d / 2;
    }
    if (__builtin_fabs(c) < rmin2) {
      a = a * rminscal; b = b * rminscal; c = c * rminscal; d = d * rminscal;
    } else if ((__builtin_fabs(a) < rmin && __builtin_fabs(b) < rmax2 && __builtin_fabs(c) < rmax2)
               || (__builtin_fabs(b) < rmin && __builtin_fabs(a) < rmax2 && __builtin_fabs(c) < rmax2)) {
      a = a * rminscal; b = b * rminscal; c = c * rminscal; d = d * rminscal;
    }
    ratio = d / c;
    denom = d * ratio + c;
    if (__builtin_fabs(ratio) > rmin) {
      x = (b * ratio + a) / denom;
      y = (b - a * ratio) / denom;
    } else {
      x = (a + d * (b / c)) / denom;
      y = (b - d * (a / c)) / denom;
    }
  }
  if (__builtin_isnan(x) && __builtin_isnan(y)) {
    if (c == 0.0 && d == 0.0 && (!__builtin_isnan(a) || !__builtin_isnan(b))) {
      x = __builtin_copysign(__builtin_inf(), c) * a;
      y = __builtin_copysign(__builtin_inf(), c) * b;
    } else if ((__builtin_isinf(a) || __builtin_isinf(b)) && __builtin_isfinite(c) && __builtin_isfinite(d)) {
      a = __builtin_copysign(__builtin_isinf(a) ? 1.0 : 0.0, a);
      b = __builtin_copysign(__builtin_isinf(b) ? 1.0 : 0.0, b);
      x = __builtin_inf() * (a * c + b * d);
      y = __builtin_inf() * (b * c - a * d);
    } else if ((__builtin_isinf(c) || __builtin_isinf(d)) && __builtin_isfinite(a) && __builtin_isfinite(b)) {
      c = __builtin_copysign(__builtin_isinf(c) ? 1.0 : 0.0, c);
      d = __builtin_copysign(__builtin_isinf(d) ? 1.0 : 0.0, d);
      x = 0.0 * (a * c + b * d);
      y = 0.0 * (b * c - a * d);
    }
  }
  *re = x;
  *im = y;
}

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

/* qsort: glibc 2.36's merge sort (msort_with_tmp), so that the comparison function is called
 * on the same pairs in the same order and equal elements keep their order as with glibc: the
 * first half and the second half sorted recursively, then merged, an element of the first half
 * going first unless the comparison says it is greater. The temporary is a block of the array's
 * size on the stack. */
static void __effigy_msort(char *b, __effigy_size_t n, __effigy_size_t s, int (*cmp)(const void *, const void *), char *t) {
  if (n <= 1)
    return;
  __effigy_size_t n1 = n / 2;
  __effigy_size_t n2 = n - n1;
  char *b1 = b;
  char *b2 = b + n1 * s;
  __effigy_msort(b1, n1, s, cmp, t);
  __effigy_msort(b2, n2, s, cmp, t);
  char *tmp = t;
  while (n1 > 0 && n2 > 0) {
    if ((*cmp)(b1, b2) <= 0) {
      for (__effigy_size_t k = 0; k < s; k++)
        tmp[k] = b1[k];
      b1 += s;
      n1--;
    } else {
      for (__effigy_size_t k = 0; k < s; k++)
        tmp[k] = b2[k];
      b2 += s;
      n2--;
    }
    tmp += s;
  }
  for (__effigy_size_t k = 0; k < n1 * s; k++)
    tmp[k] = b1[k];
  for (__effigy_size_t k = 0; k < (n - n2) * s; k++)
    b[k] = t[k];
}

void qsort(void *base, __effigy_size_t n, __effigy_size_t size, int (*cmp)(const void *, const void *)) {
  if (n <= 1 || size == 0)
    return;
  char *t = __builtin_alloca(n * size);
  __effigy_msort((char *)base, n, size, cmp, t);
}

/* bsearch: glibc's binary search, comparing the key with the middle element of [l, u). */
void *bsearch(const void *key, const void *base, __effigy_size_t n, __effigy_size_t size, int (*cmp)(const void *, const void *)) {
  __effigy_size_t l = 0;
  __effigy_size_t u = n;
  while (l < u) {
    __effigy_size_t idx = (l + u) / 2;
    const char *p = (const char *)base + idx * size;
    int c = (*cmp)(key, p);
    if (c < 0)
      u = idx;
    else if (c > 0)
      l = idx + 1;
    else
      return (void *)p;
  }
  return 0;
}

/* atexit: the handlers, run in the reverse order of their registration by `exit` and by the
 * return from main (glibc takes any number; this model 1024). */
static void (*__effigy_atexit_handlers[1024])(void);
static int __effigy_atexit_count;
int atexit(void (*f)(void)) {
  if (__effigy_atexit_count == 1024)
    return -1;
  __effigy_atexit_handlers[__effigy_atexit_count] = f;
  __effigy_atexit_count++;
  return 0;
}
void __effigy_run_atexit(void) {
  while (__effigy_atexit_count > 0) {
    __effigy_atexit_count--;
    (*__effigy_atexit_handlers[__effigy_atexit_count])();
  }
}

/* ---- Output: the printf family, puts, putchar, fputs, fputc, putc, fwrite (C11 7.21.6-7.21.8,
 * with glibc's return values and its choices where C leaves one: "(null)" for a null %s,
 * "(nil)" for a null %p, "-nan"). The text goes to the stream by `__effigy_write(fd, bytes, n)`
 * (the interpreter prints it; the analyses ignore it), or into the caller's array for
 * sprintf/snprintf. Conversions of integers, characters and strings are done here, as C; a
 * floating conversion's digits come from `__effigy_format_double` (exact, as glibc's).
 * `stdout` and `stderr` are defined here; another FILE (fopen's) is not modelled. */
static char __effigy_stdin_object, __effigy_stdout_object, __effigy_stderr_object;
struct _IO_FILE *stdin = (struct _IO_FILE *)&__effigy_stdin_object;
struct _IO_FILE *stdout = (struct _IO_FILE *)&__effigy_stdout_object;
struct _IO_FILE *stderr = (struct _IO_FILE *)&__effigy_stderr_object;

/* The stream's file descriptor (1 or 2). */
static int __effigy_stream_fd(struct _IO_FILE *f) {
  if (f == stdout)
    return 1;
  if (f == stderr)
    return 2;
  __effigy_unmodelled("output to a FILE other than stdout and stderr");
  return -1;
}

/* Where formatted text goes: a stream (fd >= 0, through a chunk) or an array of `cap` bytes. */
struct __effigy_out {
  int fd;
  char *buf;
  __effigy_size_t cap;
  __effigy_size_t n;
  int used;
  char chunk[128];
};

static void __effigy_put(struct __effigy_out *o, char c) {
  if (o->fd >= 0) {
    o->chunk[o->used] = c;
    o->used++;
    if (o->used == 128) {
      __effigy_write(o->fd, o->chunk, 128);
      o->used = 0;
    }
  } else if (o->n + 1 < o->cap) {
    o->buf[o->n] = c;
  }
  o->n++;
}

static void __effigy_pad(struct __effigy_out *o, char c, int n) {
  for (int i = 0; i < n; i++)
    __effigy_put(o, c);
}

/* The flags of a conversion specification. */
enum { __EFFIGY_MINUS = 1, __EFFIGY_PLUS = 2, __EFFIGY_SPACE = 4, __EFFIGY_HASH = 8, __EFFIGY_ZERO = 16 };

/* An integer conversion (d i u o x X b B, and p's digits): `v` the magnitude, `sign` the sign
 * character or 0, `prec` < 0 when not given; `#` prefixes 0x, 0X, 0b or 0B to a nonzero value
 * (glibc 2.35's %b, C23's). */
static void __effigy_fmt_int(struct __effigy_out *o, unsigned long long v, char sign, unsigned base, int upper, int flags, int width, int prec,
                             int pointer) {
  char digits[64];
  int k = 0;
  int given = prec >= 0;
  const char *set = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  unsigned long long x = v;
  while (x != 0) {
    digits[k] = set[x % base];
    k++;
    x /= base;
  }
  if (prec < 0 && k == 0)
    prec = 1;
  int zeros = prec > k ? prec - k : 0;
  /* `#` with o: the first digit is 0. */
  if (base == 8 && (flags & __EFFIGY_HASH) && zeros == 0 && (k == 0 || digits[k - 1] != '0'))
    zeros = 1;
  int prefix = 0;
  if (sign)
    prefix++;
  int hex_prefix = (base == 16 || base == 2) && ((flags & __EFFIGY_HASH) && v != 0 || pointer);
  if (hex_prefix)
    prefix += 2;
  int len = prefix + zeros + k;
  int fill = width > len ? width - len : 0;
  if (!(flags & __EFFIGY_MINUS) && !((flags & __EFFIGY_ZERO) && !given && !pointer)) {
    __effigy_pad(o, ' ', fill);
    fill = 0;
  }
  if (sign)
    __effigy_put(o, sign);
  if (hex_prefix) {
    __effigy_put(o, '0');
    __effigy_put(o, base == 2 ? (upper ? 'B' : 'b') : upper ? 'X' : 'x');
  }
  if (!(flags & __EFFIGY_MINUS)) {
    __effigy_pad(o, '0', fill);
    fill = 0;
  }
  __effigy_pad(o, '0', zeros);
  while (k > 0) {
    k--;
    __effigy_put(o, digits[k]);
  }
  __effigy_pad(o, ' ', fill);
}

/* A string of `n` bytes, padded to `width`. */
static void __effigy_fmt_text(struct __effigy_out *o, const char *s, __effigy_size_t n, int flags, int width) {
  int fill = width > 0 && (__effigy_size_t)width > n ? width - (int)n : 0;
  if (!(flags & __EFFIGY_MINUS))
    __effigy_pad(o, ' ', fill);
  for (__effigy_size_t i = 0; i < n; i++) {
    /* sprintf's copying between overlapping objects is undefined (C11 7.21.6.6p2): the source
       reaches the destination's start, or the byte written is the source's start. */
    if (o->fd < 0 && o->n + 1 < o->cap && (s + i == o->buf || o->buf + o->n == s))
      __effigy_undefined("sprintf of a string that overlaps its destination");
    __effigy_put(o, s[i]);
  }
  if (flags & __EFFIGY_MINUS)
    __effigy_pad(o, ' ', fill);
}

/* The length modifiers. */
enum { __EFFIGY_HH = 1, __EFFIGY_H, __EFFIGY_L, __EFFIGY_LL, __EFFIGY_J, __EFFIGY_Z, __EFFIGY_T, __EFFIGY_BIGL };

/* The text of `fmt` with the arguments in `ap`, to `o`; the number of bytes it has. */
static int __effigy_vformat(struct __effigy_out *o, const char *fmt, __builtin_va_list ap) {
  __effigy_size_t i = 0;
  while (fmt[i] != 0) {
    char c = fmt[i];
    i++;
    if (c != '%') {
      __effigy_put(o, c);
      continue;
    }
    int flags = 0;
    for (;;) {
      char f = fmt[i];
      if (f == '-')
        flags |= __EFFIGY_MINUS;
      else if (f == '+')
        flags |= __EFFIGY_PLUS;
      else if (f == ' ')
        flags |= __EFFIGY_SPACE;
      else if (f == '#')
        flags |= __EFFIGY_HASH;
      else if (f == '0')
        flags |= __EFFIGY_ZERO;
      else if (f != '\'' && f != 'I')
        break; /* ' (grouping) and I (locale digits) change nothing in the "C" locale */
      i++;
    }
    int width = 0;
    if (fmt[i] == '*') {
      width = __builtin_va_arg(ap, int);
      if (width < 0) {
        flags |= __EFFIGY_MINUS;
        width = -width;
      }
      i++;
    } else {
      while (fmt[i] >= '0' && fmt[i] <= '9') {
        width = width * 10 + (fmt[i] - '0');
        i++;
      }
    }
    int prec = -1;
    if (fmt[i] == '.') {
      i++;
      prec = 0;
      if (fmt[i] == '*') {
        prec = __builtin_va_arg(ap, int);
        if (prec < 0)
          prec = -1;
        i++;
      } else {
        while (fmt[i] >= '0' && fmt[i] <= '9') {
          prec = prec * 10 + (fmt[i] - '0');
          i++;
        }
      }
    }
    int length = 0;
    if (fmt[i] == 'h' && fmt[i + 1] == 'h') {
      length = __EFFIGY_HH;
      i += 2;
    } else if (fmt[i] == 'h') {
      length = __EFFIGY_H;
      i++;
    } else if (fmt[i] == 'l' && fmt[i + 1] == 'l') {
      length = __EFFIGY_LL;
      i += 2;
    } else if (fmt[i] == 'l') {
      length = __EFFIGY_L;
      i++;
    } else if (fmt[i] == 'q') {
      length = __EFFIGY_LL;
      i++;
    } else if (fmt[i] == 'j') {
      length = __EFFIGY_J;
      i++;
    } else if (fmt[i] == 'z' || fmt[i] == 'Z') {
      length = __EFFIGY_Z;
      i++;
    } else if (fmt[i] == 't') {
      length = __EFFIGY_T;
      i++;
    } else if (fmt[i] == 'L') {
      length = __EFFIGY_BIGL;
      i++;
    }
    char conv = fmt[i];
    if (conv == 0)
      break;
    i++;
    if (conv == 'd' || conv == 'i') {
      long long v;
      if (length == __EFFIGY_LL || length == __EFFIGY_J || length == __EFFIGY_BIGL)
        v = __builtin_va_arg(ap, long long);
      else if (length == __EFFIGY_L || length == __EFFIGY_Z || length == __EFFIGY_T)
        v = __builtin_va_arg(ap, long);
      else
        v = __builtin_va_arg(ap, int);
      if (length == __EFFIGY_HH)
        v = (signed char)v;
      else if (length == __EFFIGY_H)
        v = (short)v;
      char sign = v < 0 ? '-' : (flags & __EFFIGY_PLUS) ? '+' : (flags & __EFFIGY_SPACE) ? ' ' : 0;
      unsigned long long mag = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
      __effigy_fmt_int(o, mag, sign, 10, 0, flags, width, prec, 0);
    } else if (conv == 'u' || conv == 'o' || conv == 'x' || conv == 'X' || conv == 'b' || conv == 'B') {
      unsigned long long v;
      if (length == __EFFIGY_LL || length == __EFFIGY_J || length == __EFFIGY_BIGL)
        v = __builtin_va_arg(ap, unsigned long long);
      else if (length == __EFFIGY_L || length == __EFFIGY_Z || length == __EFFIGY_T)
        v = __builtin_va_arg(ap, unsigned long);
      else
        v = __builtin_va_arg(ap, unsigned int);
      if (length == __EFFIGY_HH)
        v = (unsigned char)v;
      else if (length == __EFFIGY_H)
        v = (unsigned short)v;
      unsigned base = conv == 'u' ? 10 : conv == 'o' ? 8 : (conv == 'b' || conv == 'B') ? 2 : 16;
      __effigy_fmt_int(o, v, 0, base, conv == 'X' || conv == 'B', flags, width, prec, 0);
    } else if (conv == 'c') {
      if (length == __EFFIGY_L)
        __effigy_unmodelled("printf of a wide character (%lc)");
      char ch = (char)__builtin_va_arg(ap, int);
      __effigy_fmt_text(o, &ch, 1, flags, width);
    } else if (conv == 's') {
      if (length == __EFFIGY_L)
        __effigy_unmodelled("printf of a wide string (%ls)");
      const char *s = __builtin_va_arg(ap, const char *);
      if (s == 0)
        s = prec < 0 || prec >= 6 ? "(null)" : "";
      __effigy_size_t n = 0;
      while ((prec < 0 || n < (__effigy_size_t)prec) && s[n] != 0)
        n++;
      __effigy_fmt_text(o, s, n, flags, width);
    } else if (conv == 'p') {
      void *p = __builtin_va_arg(ap, void *);
      if (p == 0)
        __effigy_fmt_text(o, "(nil)", 5, flags, width);
      else
        __effigy_fmt_int(o, (unsigned long long)(__effigy_size_t)p, (flags & __EFFIGY_PLUS) ? '+' : (flags & __EFFIGY_SPACE) ? ' ' : 0, 16, 0,
                         flags, width, prec, 1);
    } else if (conv == 'n') {
      int count = (int)o->n;
      if (length == __EFFIGY_HH)
        *__builtin_va_arg(ap, signed char *) = (signed char)count;
      else if (length == __EFFIGY_H)
        *__builtin_va_arg(ap, short *) = (short)count;
      else if (length == __EFFIGY_L || length == __EFFIGY_Z || length == __EFFIGY_T)
        *__builtin_va_arg(ap, long *) = count;
      else if (length == __EFFIGY_LL || length == __EFFIGY_J)
        *__builtin_va_arg(ap, long long *) = count;
      else
        *__builtin_va_arg(ap, int *) = count;
    } else if (conv == 'f' || conv == 'F' || conv == 'e' || conv == 'E' || conv == 'g' || conv == 'G' || conv == 'a' || conv == 'A') {
      if (length == __EFFIGY_BIGL)
        __effigy_unmodelled("printf of a long double (%L)");
      double v = __builtin_va_arg(ap, double);
      char digits[1600];
      int n = __effigy_format_double(digits, 1600, v, conv, prec, flags);
      if (n > 1600)
        __effigy_unmodelled("a floating conversion of more than 1600 characters");
      /* Zero padding goes after the sign (and a's 0x); never for inf and nan. */
      int lead = 0;
      if (n > 0 && (digits[0] == '-' || digits[0] == '+' || digits[0] == ' '))
        lead = 1;
      if ((conv == 'a' || conv == 'A') && n > lead + 1 && digits[lead] == '0')
        lead += 2;
      int finite = v == v && v - v == 0;
      int fill = width > n ? width - n : 0;
      if ((flags & __EFFIGY_ZERO) && !(flags & __EFFIGY_MINUS) && finite) {
        for (int k = 0; k < lead; k++)
          __effigy_put(o, digits[k]);
        __effigy_pad(o, '0', fill);
        for (int k = lead; k < n; k++)
          __effigy_put(o, digits[k]);
      } else {
        __effigy_fmt_text(o, digits, (__effigy_size_t)n, flags, width);
      }
    } else if (conv == '%') {
      __effigy_put(o, '%');
    } else {
      /* An invalid conversion: glibc prints it as it is. */
      __effigy_put(o, '%');
      __effigy_put(o, conv);
    }
  }
  if (o->fd >= 0) {
    if (o->used > 0)
      __effigy_write(o->fd, o->chunk, (__effigy_size_t)o->used);
    o->used = 0;
  } else if (o->cap > 0) {
    o->buf[o->n < o->cap ? o->n : o->cap - 1] = 0;
  }
  return (int)o->n;
}

int vfprintf(struct _IO_FILE *f, const char *fmt, __builtin_va_list ap) {
  struct __effigy_out o;
  o.fd = __effigy_stream_fd(f);
  o.n = 0;
  o.used = 0;
  o.cap = 0;
  return __effigy_vformat(&o, fmt, ap);
}

int vprintf(const char *fmt, __builtin_va_list ap) { return vfprintf(stdout, fmt, ap); }

int vsnprintf(char *s, __effigy_size_t n, const char *fmt, __builtin_va_list ap) {
  struct __effigy_out o;
  o.fd = -1;
  o.buf = s;
  o.cap = n;
  o.n = 0;
  o.used = 0;
  return __effigy_vformat(&o, fmt, ap);
}

int vsprintf(char *s, const char *fmt, __builtin_va_list ap) { return vsnprintf(s, (__effigy_size_t)-1, fmt, ap); }

int printf(const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int r = vfprintf(stdout, fmt, ap);
  __builtin_va_end(ap);
  return r;
}

int fprintf(struct _IO_FILE *f, const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  __builtin_va_end(ap);
  return r;
}

int sprintf(char *s, const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int r = vsnprintf(s, (__effigy_size_t)-1, fmt, ap);
  __builtin_va_end(ap);
  return r;
}

int snprintf(char *s, __effigy_size_t n, const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int r = vsnprintf(s, n, fmt, ap);
  __builtin_va_end(ap);
  return r;
}

int fputs(const char *s, struct _IO_FILE *f) {
  __effigy_size_t n = strlen(s);
  __effigy_write(__effigy_stream_fd(f), s, n);
  return 1;
}

int puts(const char *s) {
  __effigy_size_t n = strlen(s);
  __effigy_write(1, s, n);
  __effigy_write(1, "\n", 1);
  return n + 1 > 2147483647 ? 2147483647 : (int)(n + 1);
}

int fputc(int c, struct _IO_FILE *f) {
  char ch = (char)c;
  __effigy_write(__effigy_stream_fd(f), &ch, 1);
  return (unsigned char)c;
}

int putc(int c, struct _IO_FILE *f) { return fputc(c, f); }
int putchar(int c) { return fputc(c, stdout); }

__effigy_size_t fwrite(const void *p, __effigy_size_t size, __effigy_size_t n, struct _IO_FILE *f) {
  if (size == 0 || n == 0)
    return 0;
  __effigy_write(__effigy_stream_fd(f), (const char *)p, size * n);
  return n;
}

int fflush(struct _IO_FILE *f) {
  (void)f;
  return 0;
}
