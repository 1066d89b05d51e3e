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

__effigy_size_t strspn(const char *s, const char *accept) {
  __effigy_size_t i = 0;
  while (s[i] != 0 && strchr(accept, s[i]) != 0)
    i++;
  return i;
}

__effigy_size_t strcspn(const char *s, const char *reject) {
  __effigy_size_t i = 0;
  while (s[i] != 0 && strchr(reject, s[i]) == 0)
    i++;
  return i;
}

char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s ? (char *)s : 0;
}

/* strtok_r as glibc's: skip delimiters, the token ends at the next one (overwritten with a
 * NUL, the next call starting after it) or at the string's end; strtok keeps `save` in a
 * static variable (a first call with a null pointer reads a null pointer, as with glibc). */
char *strtok_r(char *s, const char *delim, char **save) {
  if (s == 0)
    s = *save;
  if (*s == 0) {
    *save = s;
    return 0;
  }
  s += strspn(s, delim);
  if (*s == 0) {
    *save = s;
    return 0;
  }
  char *end = s + strcspn(s, delim);
  if (*end == 0) {
    *save = end;
    return s;
  }
  *end = 0;
  *save = end + 1;
  return s;
}

static char *__effigy_strtok_save;
char *strtok(char *s, const char *delim) { return strtok_r(s, delim, &__effigy_strtok_save); }

char *strdup(const char *s) {
  __effigy_size_t n = strlen(s) + 1;
  char *d = (char *)malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

char *strndup(const char *s, __effigy_size_t n) {
  __effigy_size_t len = strnlen(s, n);
  char *d = (char *)malloc(len + 1);
  if (d) {
    memcpy(d, s, len);
    d[len] = 0;
  }
  return d;
}

/* strcasecmp in the "C" locale: the difference of the first differing bytes' lower cases. */
int strncasecmp(const char *a, const char *b, __effigy_size_t n) {
  for (__effigy_size_t i = 0; i < n; i++) {
    int x = (unsigned char)a[i], y = (unsigned char)b[i];
    if (x >= 'A' && x <= 'Z')
      x += 32;
    if (y >= 'A' && y <= 'Z')
      y += 32;
    if (x != y || x == 0)
      return x - y;
  }
  return 0;
}
int strcasecmp(const char *a, const char *b) { return strncasecmp(a, b, (__effigy_size_t)-1); }

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
 * anything else is undefined (C11 7.4p1). Each class is one condition, without branches (as
 * glibc's table lookup is): a symbolic character forks where the program tests its class,
 * not at every comparison inside the test — with && and ||, isalnum alone split a path in
 * four, and a tokenizer's tree grew by that factor at every byte. */
static int __effigy_ctype_arg(int c) {
  /* c is -1 or in 0..255 exactly when c + 1 (unsigned, wrapping) is at most 256. */
  if ((unsigned)c + 1u > 256u) {
    /* Undefined behaviour: reported as an out-of-bounds read (a one-byte object, index c). */
    static const char __effigy_ctype_domain[1] = {0};
    return __effigy_ctype_domain[c];
  }
  return c;
}
/* Whether c lies in lo..hi: one unsigned comparison (c below lo wraps to a large value). */
static int __effigy_in(int c, int lo, int hi) { return (unsigned)c - (unsigned)lo <= (unsigned)(hi - lo); }
int isdigit(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, '0', '9'); }
int isupper(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, 'A', 'Z'); }
int islower(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, 'a', 'z'); }
int isalpha(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, 'A', 'Z') | __effigy_in(c, 'a', 'z'); }
int isalnum(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, '0', '9') | __effigy_in(c, 'A', 'Z') | __effigy_in(c, 'a', 'z'); }
int isxdigit(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, '0', '9') | __effigy_in(c, 'A', 'F') | __effigy_in(c, 'a', 'f'); }
int isspace(int c) { c = __effigy_ctype_arg(c); return (c == ' ') | __effigy_in(c, '\t', '\r'); }
int isblank(int c) { c = __effigy_ctype_arg(c); return (c == ' ') | (c == '\t'); }
int iscntrl(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, 0, 31) | (c == 127); }
int isprint(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, 32, 126); }
int isgraph(int c) { c = __effigy_ctype_arg(c); return __effigy_in(c, 33, 126); }
int ispunct(int c) {
  c = __effigy_ctype_arg(c);
  return __effigy_in(c, 33, 126) & !(__effigy_in(c, '0', '9') | __effigy_in(c, 'A', 'Z') | __effigy_in(c, 'a', 'z'));
}
int isascii(int c) { return (c & ~0x7f) == 0; }
int toascii(int c) { return c & 0x7f; }
int toupper(int c) { c = __effigy_ctype_arg(c); return c - __effigy_in(c, 'a', 'z') * ('a' - 'A'); }
int tolower(int c) { c = __effigy_ctype_arg(c); return c + __effigy_in(c, 'A', 'Z') * ('a' - 'A'); }

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

/* atoi and atol as glibc's: (int)strtol(s, NULL, 10) and strtol(s, NULL, 10) — a value out of
 * range saturates (and sets errno to ERANGE); C calls it undefined, glibc's result is the
 * replay's. The strtol family is below, with standard input. */
long strtol(const char *s, char **end, int base);
int atoi(const char *s) { return (int)strtol(s, 0, 10); }
long atol(const char *s) { return strtol(s, 0, 10); }

/* Inputs: rand() reads nondeterministic values, replayed by the gcc harness (standard input
 * is a stream: see the end of this file). */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int rand(void) {
  int r = __VERIFIER_nondet_int();
  __VERIFIER_assume(r >= 0 && r <= 2147483647);
  return r;
}
void srand(unsigned int seed) { (void)seed; }

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

/* getenv: the environment is the one given (`--env NAME=VALUE`, on the line below; none: the
 * empty environment), in which the replay runs gcc's program (`env -i`). A value is a string
 * the program must not modify (C11 7.22.4.6). */
static const char *__effigy_environment[65] = {0};
char *getenv(const char *name) {
  __effigy_size_t n = strlen(name);
  for (int k = 0; __effigy_environment[k]; k++) {
    const char *e = __effigy_environment[k];
    if (strncmp(e, name, n) == 0 && e[n] == '=')
      return (char *)(e + n + 1);
  }
  return 0;
}
char *secure_getenv(const char *name) { return getenv(name); }

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
static char __effigy_stdout_object, __effigy_stderr_object;
struct _IO_FILE *stdout = (struct _IO_FILE *)&__effigy_stdout_object;
struct _IO_FILE *stderr = (struct _IO_FILE *)&__effigy_stderr_object;

/* File descriptors, as glibc's open(2) numbers them: the lowest one not in use, from 3 (0, 1
 * and 2 are standard input, output and error). Every file the model opens takes one (fopen's,
 * to read or to write, and open's) and gives it back when closed, so that open() returns the
 * number gcc's program gets (fileno is not modelled). */
/* Bit fd: standard input (0), output (1) or error (2) was closed by fclose. */
static int __effigy_std_closed = 0;

/* Bit i: descriptor 3 + i is in use (no loop: the engines that unwind pay nothing per open).
 * Only a program that calls open, read, write, lseek or close sees a number (the front end sets
 * `__effigy_numbers_descriptors` after lowering: `effigy_ir::NUMBERS_DESCRIPTORS_VAR`); the
 * others' fopen and fclose do no bookkeeping. */
static int __effigy_numbers_descriptors = 0;
static unsigned __effigy_fd_mask = 0;
static int __effigy_new_fd(void) {
  if (!__effigy_numbers_descriptors)
    return -1;
  if (__effigy_std_closed)
    __effigy_unmodelled("a descriptor given out after fclose of stdin, stdout or stderr");
  unsigned free = ~__effigy_fd_mask;
  if (free == 0)
    __effigy_unmodelled("more than 32 files open at once");
  __effigy_fd_mask |= free & (0u - free);
  __effigy_fd_closed_mask &= ~(free & (0u - free));
  return 3 + __builtin_ctz(free);
}
/* Bit i: descriptor 3 + i was given out and closed since (until given out again). */
static unsigned __effigy_fd_closed_mask = 0;
static void __effigy_free_fd(int fd) {
  if (__effigy_numbers_descriptors) {
    __effigy_fd_mask &= ~(1u << (fd - 3));
    __effigy_fd_closed_mask |= 1u << (fd - 3);
  }
}
/* Whether a descriptor is known to be closed: negative, standard input, output or error after
 * fclose, or one the model gave out and closed. Another one the model did not give out may
 * come from what it does not model (dup2, pipe, fileno): a call on it is not modelled. */
static int __effigy_fd_known_closed(int fd) {
  return fd < 0 || (fd < 3 && ((__effigy_std_closed >> fd) & 1))
      || (fd >= 3 && fd < 35 && !((__effigy_fd_mask >> (fd - 3)) & 1u) && ((__effigy_fd_closed_mask >> (fd - 3)) & 1u));
}

/* Files opened for writing (`fopen(name, "w")`, "a", "wb", ...; no "+"): what the program writes
 * to one goes out as its output does, to the descriptor 3 + k, and is never read back (opening
 * such a name to read, or a fifth at once, is not modelled). Opening one succeeds: the name is a
 * plain file name in the directory where the program runs (a name with a '/' is not modelled),
 * where the replay runs gcc's program. */
struct __effigy_out_file {
  int open;
  int named;
  char name[256];
  int fd;
};
static struct __effigy_out_file __effigy_out_files[4];

/* The output file a FILE is, or -1. */
static int __effigy_out_file_of(struct _IO_FILE *f) {
  for (int k = 0; k < 4; k++)
    if (f == (struct _IO_FILE *)&__effigy_out_files[k])
      return k;
  return -1;
}

/* The indicators of an output file (never set: writes succeed), which must be open. */
static int __effigy_out_file_state(struct _IO_FILE *f) {
  if (!__effigy_out_files[__effigy_out_file_of(f)].open)
    __effigy_undefined("a FILE used after fclose");
  return 0;
}

static int __effigy_stream_fd(struct _IO_FILE *f) {
  if (f == stdout)
    return 1;
  if (f == stderr)
    return 2;
  int k = __effigy_out_file_of(f);
  if (k >= 0) {
    if (!__effigy_out_files[k].open)
      __effigy_undefined("a FILE used after fclose");
    return 3 + k;
  }
  __effigy_unmodelled("output to a FILE other than stdout, stderr and the files opened to write");
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

/* ---- Input: standard input and the files of --sym-file (C11 7.21.5 and 7.21.7, with glibc's
 * choices where C leaves one). Each is a file whose bytes the analyses choose: the first read of
 * each byte is an input of its own (`__effigy_stdin_byte()`, the input "stdin"; for the k-th
 * file `__effigy_file_byte(k)`, the input "file:k": 0..255, or -1 where the file ends), so that
 * the bytes a path reads, in order, are the file a replay gives the program compiled by gcc.
 * The bounds are set after lowering (`Program::set_stdin_limit`, `Program::set_file_limit`):
 * with `--sym-stdin N` (`--sym-file-size N`) a file has at most N bytes; without, any number.
 * A file named by `--sym-file` is opened by `fopen` for reading, once (its bytes are read in
 * order as they are chosen: opening it again is not modelled; seeking is, below); a plain name opened to
 * write is an output file (above); another name to read, or another mode, is an unknown external
 * result (`__effigy_fopen_of_a_file_not_named_by_sym_file_or_to_write` returns a pointer: the
 * analyses answer UNKNOWN there).
 * A stream keeps glibc's state: the end-of-file and error indicators, and the bytes `ungetc`
 * pushed back (several, read last in first out, as glibc's backup area keeps them; `ungetc`
 * clears the end-of-file indicator). The end of the file is final: no byte follows it, as
 * for a file (glibc since 2.28 also keeps the indicator until `clearerr`). */
extern int __effigy_stdin_byte(void);
extern int __effigy_file_byte(int k);
static int __effigy_stdin_bounded = 0;
static __effigy_size_t __effigy_stdin_limit = 0;
static int __effigy_files_bounded = 0;
static __effigy_size_t __effigy_files_limit = 0;
static const char *__effigy_file_names[4] = {0}; static int __effigy_file_count = 0;

struct __effigy_stream {
  int file;
  int ended;
  int eof;
  int error;
  int used;
  int open;
  __effigy_size_t count;
  int nback;
  unsigned char back[64];
  /* Whether the last `__effigy_next_byte` found the end (the end-of-file indicator's cause). */
  int last_end;
  /* With `__effigy_keeps_bytes`: the position of the next byte, and how many bytes of the file
   * have been read from the inputs (`__effigy_stream_data` keeps the first 4096). */
  __effigy_size_t pos;
  __effigy_size_t fetched;
  /* The file descriptor of an open file of --sym-file (fopen's or open's). */
  int fd;
  /* Opened by open(2): read by read(2), not a FILE. */
  int raw;
};

/* Seeking (fseek, ftell, rewind) in standard input (a file, as the replay gives it) and in the
 * files of --sym-file: when the program calls one of these (the front end sets
 * `__effigy_keeps_bytes` after lowering: `effigy_ir::KEEPS_BYTES_VAR`), the bytes read are
 * kept, so that a seek back reads them again; a seek forward reads the bytes it skips (inputs,
 * as if read), and SEEK_END reads the file to its end. */
static int __effigy_keeps_bytes = 0;
int *__errno_location(void);
static unsigned char __effigy_stream_data[5][4096];
static struct __effigy_stream __effigy_stdin_stream = {0, 0, 0, 0, 0, 1};
struct _IO_FILE *stdin = (struct _IO_FILE *)&__effigy_stdin_stream;
static struct __effigy_stream __effigy_file_streams[4];
static int __effigy_file_opened[4];

extern struct _IO_FILE *__effigy_fopen_of_a_file_not_named_by_sym_file_or_to_write(const char *name, const char *mode);

/* With --sym-file-missing (the front end sets `__effigy_files_may_be_missing` after lowering:
 * `effigy_ir::FILES_MAY_BE_MISSING_VAR`), whether each file exists is an input (the input
 * "missing:k", `__effigy_file_missing(k)`: 1 for a missing file), read where the program first
 * opens it and the same at every later open: a missing file's `fopen` fails with ENOENT, as
 * glibc's does when the replay does not create it. */
static int __effigy_files_may_be_missing = 0;
extern int __effigy_file_missing(int k);
static int __effigy_file_existence[4]; /* 0: not yet asked; 1: exists; 2: missing */
static int __effigy_file_is_missing(int k) {
  if (!__effigy_files_may_be_missing)
    return 0;
  if (__effigy_file_existence[k] == 0) {
    int missing = k == 0 ? __effigy_file_missing(0)
                : k == 1 ? __effigy_file_missing(1)
                : k == 2 ? __effigy_file_missing(2)
                         : __effigy_file_missing(3);
    __effigy_file_existence[k] = missing ? 2 : 1;
  }
  return __effigy_file_existence[k] == 2;
}

/* Opens the file of --sym-file named `name` to read (fopen's and open's): its stream, or 0
 * with errno ENOENT where it is missing; `*found` is 0 for a name --sym-file does not give. */
static struct __effigy_stream *__effigy_open_sym_file(const char *name, int *found) {
  *found = 0;
  for (int k = 0; k < __effigy_file_count; k++) {
    if (strcmp(name, __effigy_file_names[k]) == 0) {
      *found = 1;
      if (__effigy_file_is_missing(k)) {
        *__errno_location() = 2; /* ENOENT */
        return 0;
      }
      if (__effigy_file_opened[k])
        __effigy_unmodelled("a file of --sym-file opened a second time");
      __effigy_file_opened[k] = 1;
      struct __effigy_stream *s = &__effigy_file_streams[k];
      s->file = k + 1;
      s->open = 1;
      s->fd = __effigy_new_fd();
      return s;
    }
  }
  return 0;
}

struct _IO_FILE *fopen(const char *name, const char *mode) {
  if ((mode[0] == 'w' || mode[0] == 'a') && strchr(mode, '+') == 0 && name[0] != 0 && strchr(name, '/') == 0) {
    if (strchr(mode, 'x'))
      __effigy_unmodelled("fopen with \"x\" (fails if the file exists)");
    /* A directory (".", "..", or one the replay creates for a file of --sym-file): EISDIR. */
    int directory = strcmp(name, ".") == 0 || strcmp(name, "..") == 0;
    __effigy_size_t len = strlen(name);
    for (int k = 0; k < __effigy_file_count; k++) {
      if (strcmp(name, __effigy_file_names[k]) == 0)
        __effigy_unmodelled("a file of --sym-file opened to write");
      if (strncmp(name, __effigy_file_names[k], len) == 0 && __effigy_file_names[k][len] == '/')
        directory = 1;
    }
    if (directory) {
      *__errno_location() = 21; /* EISDIR */
      return 0;
    }
    for (int k = 0; k < 4; k++) {
      if (!__effigy_out_files[k].open) {
        /* The name is copied: the program's string may not outlive the file. */
        __effigy_size_t n = strlen(name);
        if (n > 255)
          __effigy_unmodelled("a file name of more than 255 bytes opened to write");
        memcpy(__effigy_out_files[k].name, name, n + 1);
        __effigy_out_files[k].named = 1;
        __effigy_out_files[k].open = 1;
        __effigy_out_files[k].fd = __effigy_new_fd();
        return (struct _IO_FILE *)&__effigy_out_files[k];
      }
    }
    __effigy_unmodelled("a fifth file open to write");
  }
  if (mode[0] == 'r' && strchr(mode, '+') == 0) {
    for (int k = 0; k < 4; k++)
      if (__effigy_out_files[k].named && strcmp(name, __effigy_out_files[k].name) == 0)
        __effigy_unmodelled("a file written by the program opened to read");
    int found;
    struct __effigy_stream *s = __effigy_open_sym_file(name, &found);
    if (found)
      return (struct _IO_FILE *)s;
  }
  return __effigy_fopen_of_a_file_not_named_by_sym_file_or_to_write(name, mode);
}

/* The input stream a FILE is (stdin, or an open file of --sym-file), or a call of
 * `__effigy_unmodelled`. */
static struct __effigy_stream *__effigy_input_stream(struct _IO_FILE *f) {
  if (f == (struct _IO_FILE *)&__effigy_stdin_stream)
    return &__effigy_stdin_stream;
  for (int k = 0; k < 4; k++) {
    if (f == (struct _IO_FILE *)&__effigy_file_streams[k]) {
      if (!__effigy_file_streams[k].open)
        __effigy_undefined("a FILE used after fclose");
      return &__effigy_file_streams[k];
    }
  }
  __effigy_unmodelled("input from a FILE other than stdin and the files of --sym-file");
  return &__effigy_stdin_stream;
}

int fclose(struct _IO_FILE *f) {
  int out = __effigy_out_file_of(f);
  if (out >= 0) {
    if (!__effigy_out_files[out].open)
      __effigy_undefined("fclose of a FILE already closed");
    __effigy_out_files[out].open = 0;
    __effigy_free_fd(__effigy_out_files[out].fd);
    return 0;
  }
  for (int k = 0; k < 4; k++) {
    if (f == (struct _IO_FILE *)&__effigy_file_streams[k]) {
      if (!__effigy_file_streams[k].open)
        __effigy_undefined("fclose of a FILE already closed");
      __effigy_file_streams[k].open = 0;
      __effigy_free_fd(__effigy_file_streams[k].fd);
      return 0;
    }
  }
  if (f == stdin || f == stdout || f == stderr) {
    /* Its descriptor is closed: write/read/lseek of it fail with EBADF, and open could give it
     * out again (not modelled, below). */
    __effigy_std_closed |= f == stdin ? 1 : f == stdout ? 2 : 4;
    return 0;
  }
  __effigy_unmodelled("fclose of a FILE effigy does not model");
  return 0;
}

/* The next byte of the file (not the pushed-back ones), or -1 at its end; the end is
 * decided once per byte, where the byte is read (one branch for a symbolic search). */
static int __effigy_next_byte(struct __effigy_stream *s) {
  /* Without seeking (`__effigy_keeps_bytes` 0, a constant) none of the position's bookkeeping
   * is done: the analyses of a program that does not seek pay nothing for it. */
  if (__effigy_keeps_bytes) {
    s->last_end = 0;
    if (s->pos < s->fetched) {
      /* A byte read before a seek back. */
      int kept = __effigy_stream_data[s->file][s->pos];
      s->pos++;
      return kept;
    }
  }
  if (!s->ended) {
    int bounded = s->file == 0 ? __effigy_stdin_bounded : __effigy_files_bounded;
    __effigy_size_t limit = s->file == 0 ? __effigy_stdin_limit : __effigy_files_limit;
    if (bounded && s->count == limit) {
      s->ended = 1;
    } else {
      int c = s->file == 0 ? __effigy_stdin_byte()
              : s->file == 1 ? __effigy_file_byte(0)
              : s->file == 2 ? __effigy_file_byte(1)
              : s->file == 3 ? __effigy_file_byte(2)
                             : __effigy_file_byte(3);
      if (c >= 0) {
        if (bounded)
          s->count++;
        if (__effigy_keeps_bytes) {
          if (s->fetched < 4096)
            __effigy_stream_data[s->file][s->fetched] = (unsigned char)c;
          s->fetched++;
          s->pos++;
        }
        return c;
      }
      s->ended = 1;
    }
  }
  if (__effigy_keeps_bytes)
    s->last_end = 1;
  return -1;
}

/* fgetc on a stream: afterwards `eof` is set exactly when it returned EOF (so that callers
 * test the flag, not the byte again). */
static int __effigy_getc(struct __effigy_stream *s) {
  s->used = 1;
  if (s->nback > 0) {
    s->nback--;
    return s->back[s->nback];
  }
  int c = __effigy_next_byte(s);
  /* At the end: `ended` says so unless a seek back made the stream read kept bytes again. */
  if (__effigy_keeps_bytes ? s->last_end : s->ended)
    s->eof = 1;
  return c;
}

int fgetc(struct _IO_FILE *f) { return __effigy_getc(__effigy_input_stream(f)); }
int getc(struct _IO_FILE *f) { return fgetc(f); }
int _IO_getc(struct _IO_FILE *f) { return fgetc(f); }
int fgetc_unlocked(struct _IO_FILE *f) { return fgetc(f); }
int getc_unlocked(struct _IO_FILE *f) { return fgetc(f); }
int getchar(void) { return fgetc(stdin); }
int getchar_unlocked(void) { return getchar(); }

int ungetc(int c, struct _IO_FILE *f) {
  struct __effigy_stream *s = __effigy_input_stream(f);
  if (c == -1)
    return -1;
  if (s->nback == 64)
    __effigy_unmodelled("more than 64 bytes pushed back by ungetc");
  s->back[s->nback] = (unsigned char)c;
  s->nback++;
  s->eof = 0;
  return (unsigned char)c;
}

/* The indicators of an input stream; an output stream (stdout, stderr) has neither set. */
int feof(struct _IO_FILE *f) {
  if (f == stdout || f == stderr)
    return 0;
  if (__effigy_out_file_of(f) >= 0)
    return __effigy_out_file_state(f);
  return __effigy_input_stream(f)->eof;
}
int ferror(struct _IO_FILE *f) {
  if (f == stdout || f == stderr)
    return 0;
  if (__effigy_out_file_of(f) >= 0)
    return __effigy_out_file_state(f);
  return __effigy_input_stream(f)->error;
}
void clearerr(struct _IO_FILE *f) {
  if (f == stdout || f == stderr)
    return;
  if (__effigy_out_file_of(f) >= 0) {
    __effigy_out_file_state(f);
    return;
  }
  struct __effigy_stream *s = __effigy_input_stream(f);
  s->eof = 0;
  s->error = 0;
}

/* fseek: glibc's for a regular file: the pushed-back bytes are dropped and the end-of-file
 * indicator cleared; a position before the start is EINVAL; one past the end is allowed (reads
 * there find the end). Bytes beyond the first 4096 are not kept: seeking back among them is
 * not modelled. */
/* Moves a stream's position as lseek(2) does (the pushed-back bytes are counted back from
 * it): the new position, or -1 with errno EINVAL for a position before the start or a bad
 * `whence`. */
static long long __effigy_seek(struct __effigy_stream *s, long long off, int whence) {
  long long base;
  if (whence == 0) {
    base = 0;
  } else if (whence == 1) {
    if ((__effigy_size_t)s->nback > s->pos)
      __effigy_unmodelled("fseek after ungetc before the start of the file");
    base = (long long)(s->pos - (__effigy_size_t)s->nback);
  } else if (whence == 2) {
    __effigy_size_t at = s->pos;
    s->pos = s->fetched;
    while (__effigy_next_byte(s) >= 0) {
    }
    s->pos = at;
    base = (long long)s->fetched;
  } else {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  if ((off > 0 && base > 9223372036854775807LL - off) || base + off < 0) {
    /* glibc frees the pushed-back bytes' area before it seeks, even when the seek fails, but
     * not a byte ungetc gave back where it was read: which of the two is not modelled. */
    if (s->nback > 0)
      __effigy_unmodelled("a failing fseek after ungetc");
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  long long target = base + off;
  if ((__effigy_size_t)target < s->fetched && s->fetched > 4096)
    __effigy_unmodelled("seeking back in a file after its first 4096 bytes were read");
  if ((__effigy_size_t)target > s->fetched) {
    /* The bytes skipped are read: the file's length decides where the end is. */
    s->pos = s->fetched;
    while (s->fetched < (__effigy_size_t)target && __effigy_next_byte(s) >= 0) {
    }
  }
  s->pos = (__effigy_size_t)target;
  s->nback = 0;
  s->eof = 0;
  return target;
}

int fseek(struct _IO_FILE *f, long off, int whence) {
  struct __effigy_stream *s = __effigy_input_stream(f);
  s->used = 1;
  return __effigy_seek(s, off, whence) < 0 ? -1 : 0;
}

long ftell(struct _IO_FILE *f) {
  struct __effigy_stream *s = __effigy_input_stream(f);
  s->used = 1;
  if ((__effigy_size_t)s->nback > s->pos)
    __effigy_unmodelled("ftell after ungetc before the start of the file");
  return (long)(s->pos - (__effigy_size_t)s->nback);
}

void rewind(struct _IO_FILE *f) {
  fseek(f, 0, 0);
  __effigy_input_stream(f)->error = 0;
}

/* fgets: glibc returns NULL for n <= 0 and an empty string for n == 1, reading nothing. */
char *fgets(char *s, int n, struct _IO_FILE *f) {
  struct __effigy_stream *in = __effigy_input_stream(f);
  if (n <= 0)
    return 0;
  if (n == 1) {
    s[0] = 0;
    return s;
  }
  int i = 0;
  while (i < n - 1) {
    int c = __effigy_getc(in);
    if (in->eof)
      break;
    s[i] = (char)c;
    i++;
    if (c == '\n')
      break;
  }
  if (i == 0)
    return 0;
  s[i] = 0;
  return s;
}

/* gets (removed in C11, still in glibc): a line without its newline, NULL at once at EOF. */
char *gets(char *s) {
  struct __effigy_stream *in = __effigy_input_stream(stdin);
  int c = __effigy_getc(in);
  if (in->eof)
    return 0;
  __effigy_size_t i = 0;
  while (!in->eof && c != '\n') {
    s[i] = (char)c;
    i++;
    c = __effigy_getc(in);
  }
  s[i] = 0;
  return s;
}

/* fread: whole items; the bytes of a last partial item are stored all the same (glibc). */
__effigy_size_t fread(void *p, __effigy_size_t size, __effigy_size_t n, struct _IO_FILE *f) {
  struct __effigy_stream *in = __effigy_input_stream(f);
  __effigy_size_t want = size * n;
  if (want == 0)
    return 0;
  unsigned char *b = (unsigned char *)p;
  __effigy_size_t got = 0;
  while (got < want) {
    int c = __effigy_getc(in);
    if (in->eof)
      break;
    b[got] = (unsigned char)c;
    got++;
  }
  return got == want ? n : got / size;
}

/* The unistd.h functions on the modelled files (POSIX.1-2017 open, read, lseek, close, write):
 * open(name, O_RDONLY) of a file of --sym-file gives the lowest free descriptor (or fails with
 * ENOENT where the file may be missing and is); read(2) reads it, or file descriptor 0 before
 * stdio has read standard input (after, glibc's buffer holds what the file had: not modelled),
 * all the bytes asked for up to the file's end, as a regular file gives them; lseek(2) moves
 * the position as fseek does (past the end too) and returns it; close(2) frees the descriptor.
 * write(2) to descriptors 1 and 2 writes at once (glibc's stdout buffer may hold earlier printf
 * output that the model has written before: the bytes are the same, their order may differ on
 * a pipe). A descriptor not open is EBADF, as for the kernel; open to write, with O_CREAT, or
 * of another file, is not modelled. */
static struct __effigy_stream *__effigy_fd_stream(int fd) {
  for (int k = 0; k < 4; k++)
    if (__effigy_file_streams[k].open && __effigy_file_streams[k].raw && __effigy_file_streams[k].fd == fd)
      return &__effigy_file_streams[k];
  return 0;
}

extern int __effigy_open_of_a_file_not_named_by_sym_file(const char *name, int flags);

int open(const char *name, int flags, ...) {
  /* O_RDONLY with flags that change nothing for a regular file that exists: O_NOCTTY (0400),
   * O_NONBLOCK (04000), O_LARGEFILE (0100000: i386's; x86-64 has none), O_NOFOLLOW (0400000:
   * the replay's files are no links), O_CLOEXEC (02000000). */
  if ((flags & ~(0400 | 04000 | 0100000 | 0400000 | 02000000)) != 0)
    __effigy_unmodelled("open() with flags other than O_RDONLY, O_CLOEXEC, O_NOCTTY, O_NONBLOCK, O_NOFOLLOW");
  int found;
  struct __effigy_stream *s = __effigy_open_sym_file(name, &found);
  if (found) {
    if (!s)
      return -1;
    s->raw = 1;
    s->used = 1;
    return s->fd;
  }
  return __effigy_open_of_a_file_not_named_by_sym_file(name, flags);
}

__effigy_ssize_t read(int fd, void *p, __effigy_size_t n) {
  struct __effigy_stream *s;
  if (fd == 0 && !(__effigy_std_closed & 1)) {
    if (__effigy_stdin_stream.used || __effigy_stdin_stream.nback > 0)
      __effigy_unmodelled("read() of standard input after stdio read it");
    s = &__effigy_stdin_stream;
  } else {
    s = __effigy_fd_stream(fd);
    if (!s) {
      if (!__effigy_fd_known_closed(fd))
        __effigy_unmodelled("read() of a descriptor other than 0 and those open() gave");
      *__errno_location() = 9; /* EBADF */
      return -1;
    }
  }
  unsigned char *b = (unsigned char *)p;
  __effigy_size_t got = 0;
  while (got < n) {
    int c = __effigy_next_byte(s);
    /* The end (decided inside, where the byte is chosen: a concrete flag on each path). */
    if (__effigy_keeps_bytes ? s->last_end : s->ended)
      break;
    b[got] = (unsigned char)c;
    got++;
  }
  return (__effigy_ssize_t)got;
}

long lseek(int fd, long off, int whence) {
  if (whence == 3 || whence == 4)
    __effigy_unmodelled("lseek() with SEEK_DATA or SEEK_HOLE");
  struct __effigy_stream *s = fd == 0 && !(__effigy_std_closed & 1) ? &__effigy_stdin_stream : __effigy_fd_stream(fd);
  if (fd == 0 && s && (__effigy_stdin_stream.used || __effigy_stdin_stream.nback > 0))
    __effigy_unmodelled("lseek() of standard input after stdio read it");
  if (!s) {
    if (!__effigy_fd_known_closed(fd))
      __effigy_unmodelled("lseek() of a descriptor other than 0 and those open() gave");
    *__errno_location() = 9; /* EBADF */
    return -1;
  }
  return (long)__effigy_seek(s, off, whence);
}

int close(int fd) {
  struct __effigy_stream *s = __effigy_fd_stream(fd);
  if (!s) {
    if (!__effigy_fd_known_closed(fd))
      __effigy_unmodelled("close() of a descriptor other than those open() gave");
    *__errno_location() = 9; /* EBADF */
    return -1;
  }
  s->open = 0;
  __effigy_free_fd(fd);
  return 0;
}

__effigy_ssize_t write(int fd, const void *p, __effigy_size_t n) {
  if ((fd == 1 || fd == 2) && !((__effigy_std_closed >> fd) & 1)) {
    __effigy_write(fd, (const char *)p, n);
    return (__effigy_ssize_t)n;
  }
  /* A descriptor open() gave is read-only: EBADF, as for the kernel. */
  if (!__effigy_fd_stream(fd) && !__effigy_fd_known_closed(fd))
    __effigy_unmodelled("write() to a descriptor other than 1, 2 and those open() gave");
  *__errno_location() = 9; /* EBADF */
  return -1;
}

/* ---- errno and the strtol family (C11 7.22.1.4, glibc's strtol.c: white space, a sign, "0x"
 * for base 0 and 16 — "0x" without a hex digit after it converts the 0 and ends at the x —, a
 * leading 0 meaning base 8 for base 0; an out-of-range value saturates and sets errno to
 * ERANGE (34); a base other than 0 and 2..36 sets EINVAL (22) and converts nothing). */
static int __effigy_errno;
int *__errno_location(void) { return &__effigy_errno; }

/* A numeral's magnitude accumulated in `bits` bits: `over` once it no longer fits. `bound`
 * is base^digits (concrete: the digits are counted, not their values) while that is at most
 * max / base: then mag < bound and one more digit cannot overflow, so a symbolic search
 * compares the symbolic magnitude with the limit only for numerals long enough to reach it. */
struct __effigy_num {
  unsigned long long mag;
  int over;
  unsigned long long bound;
};

static void __effigy_num_add(struct __effigy_num *n, unsigned base, unsigned d, int bits) {
  unsigned long long max = bits == 64 ? ~0ULL : 0xffffffffULL;
  unsigned long long q = max / base;
  if (n->bound != 0 && n->bound <= q) {
    /* mag <= q - 1, so mag * base + d <= q * base - 1 < max. */
    n->mag = n->mag * base + d;
    n->bound = n->bound * base;
    return;
  }
  n->bound = 0;
  /* mag * base + d > max, without dividing a symbolic value (base is the format's). */
  if (n->over || n->mag > q || (n->mag == q && d > max % base))
    n->over = 1;
  else
    n->mag = n->mag * base + d;
}

/* The value of digit c in base, or -1. Written to branch on the character as little as a
 * symbolic search must: once for bases up to 10 (unsigned wrap-around puts every character
 * below '0' out of range), and a letter of either case in one comparison ((c | 32) is the
 * lower case of a letter). */
static int __effigy_digit(int c, unsigned base) {
  unsigned d = (unsigned)(c - '0');
  if (base <= 10)
    return d < base ? (int)d : -1;
  if (d >= 10) {
    unsigned l = (unsigned)((c | 32) - 'a');
    d = l < 26 ? l + 10 : 99;
  }
  return d < base ? (int)d : -1;
}

/* isspace in the "C" locale, as one condition. */
static int __effigy_space(int c) { return (c == ' ') | ((unsigned)(c - '\t') < 5u); }

/* The value strtol (signed) or strtoul of `bits` bits gives for a magnitude and sign, as
 * unsigned long long bits; sets errno when it saturates. */
static unsigned long long __effigy_num_value(struct __effigy_num *n, int negative, int is_signed, int bits, int set_errno) {
  unsigned long long umax = bits == 64 ? ~0ULL : 0xffffffffULL;
  unsigned long long smax = umax >> 1;
  if (is_signed) {
    if (n->over || n->mag > smax + (negative ? 1 : 0)) {
      if (set_errno)
        __effigy_errno = 34;
      return negative ? smax + 1 : smax;
    }
    return negative ? (0ULL - n->mag) & umax : n->mag;
  }
  if (n->over) {
    if (set_errno)
      __effigy_errno = 34;
    return umax;
  }
  return negative ? (0ULL - n->mag) & umax : n->mag;
}

static unsigned long long __effigy_strto(const char *s, char **end, int base, int is_signed, int bits) {
  const char *p = s;
  if (base < 0 || base == 1 || base > 36) {
    /* glibc leaves *end as it was. */
    __effigy_errno = 22;
    return 0;
  }
  while (__effigy_space(*p))
    p++;
  int negative = 0;
  if (*p == '-') {
    negative = 1;
    p++;
  } else if (*p == '+') {
    p++;
  }
  if (*p == '0') {
    if ((base == 0 || base == 16) && (p[1] == 'x' || p[1] == 'X')) {
      p += 2;
      base = 16;
    } else if (base == 0) {
      base = 8;
    }
  } else if (base == 0) {
    base = 10;
  }
  const char *digits = p;
  struct __effigy_num n;
  n.mag = 0;
  n.over = 0;
  n.bound = 1;
  while (__effigy_digit((unsigned char)*p, (unsigned)base) >= 0) {
    __effigy_num_add(&n, (unsigned)base, (unsigned)__effigy_digit((unsigned char)*p, (unsigned)base), bits);
    p++;
  }
  if (p == digits) {
    /* No digits: "0x" followed by no hex digit converts the 0 and ends at the x. */
    if (end)
      *end = (char *)(digits - s >= 2 && (digits[-1] == 'x' || digits[-1] == 'X') && digits[-2] == '0' ? digits - 1 : s);
    return 0;
  }
  if (end)
    *end = (char *)p;
  return __effigy_num_value(&n, negative, is_signed, bits, 1);
}

long strtol(const char *s, char **end, int base) { return (long)__effigy_strto(s, end, base, 1, (int)sizeof(long) * 8); }
unsigned long strtoul(const char *s, char **end, int base) { return (unsigned long)__effigy_strto(s, end, base, 0, (int)sizeof(long) * 8); }
long long strtoll(const char *s, char **end, int base) { return (long long)__effigy_strto(s, end, base, 1, 64); }
unsigned long long strtoull(const char *s, char **end, int base) { return __effigy_strto(s, end, base, 0, 64); }
long long strtoq(const char *s, char **end, int base) { return strtoll(s, end, base); }
unsigned long long strtouq(const char *s, char **end, int base) { return strtoull(s, end, base); }
long long strtoimax(const char *s, char **end, int base) { return strtoll(s, end, base); }
unsigned long long strtoumax(const char *s, char **end, int base) { return strtoull(s, end, base); }
long long atoll(const char *s) { return strtoll(s, 0, 10); }

/* ---- The scanf family (C11 7.21.6.2), as glibc's vfscanf reads: %d %i %u %o %x %X with the
 * length modifiers hh h l ll j z t L q, %s %c %[...] with widths, %n, %%, `*` to suppress the
 * assignment, white space in the format matching any white space. A number is collected as
 * glibc collects it (a sign, "0x" for %x and %i, digits, within the width; the character that
 * ends it is pushed back, the rest of a failed attempt is consumed) and converted as strtol
 * (or strtoll for ll where long is narrower) converts it, then stored truncated to the
 * argument's type. The result is the number of assignments; EOF when the input ends before
 * the first one; an out-of-range numeral sets errno to ERANGE, as strtol does (and glibc's
 * reads after the end of the input restore errno). The flags ' and I are accepted (no effect
 * in the "C" locale); a character that is no conversion fails to match. Floating conversions
 * (%f %e %g %a), %p, %C/%S, the `m` modifier and numbered arguments (%1$d) are not modelled. */
struct __effigy_in {
  struct __effigy_stream *stream;
  const char *s;
  int ended;
  int count;
  int eof_errno;
};

/* The next input character; once the input has ended, every later read in the same call
 * gives EOF without reading (glibc's `inchar`). `ended` says whether it returned EOF, so
 * that callers test a flag, not the character again. */
static int __effigy_in_get(struct __effigy_in *in) {
  if (in->ended) {
    /* glibc's inchar gives errno back the value it had when the input ended (an ERANGE
     * of the conversion just made is undone by a later read). */
    __effigy_errno = in->eof_errno;
    return -1;
  }
  int c;
  if (in->stream) {
    c = __effigy_getc(in->stream);
    if (in->stream->eof) {
      in->ended = 1;
      in->eof_errno = __effigy_errno;
      return -1;
    }
  } else if (*in->s) {
    c = (unsigned char)*in->s;
    in->s++;
  } else {
    in->ended = 1;
    in->eof_errno = __effigy_errno;
    return -1;
  }
  in->count++;
  return c;
}

/* Pushes back the character just read (nothing after EOF). */
static void __effigy_in_unget(struct __effigy_in *in, int c) {
  if (in->ended)
    return;
  in->count--;
  if (in->stream) {
    struct __effigy_stream *s = in->stream;
    if (s->nback == 64)
      __effigy_unmodelled("more than 64 bytes pushed back by ungetc");
    s->back[s->nback] = (unsigned char)c;
    s->nback++;
  } else {
    in->s--;
  }
}

/* Stores a converted integer where `dest` points, in the type the length modifier says. */
static void __effigy_scan_store(void *dest, int len, unsigned long long v) {
  if (len == 'H')
    *(signed char *)dest = (signed char)v;
  else if (len == 'h')
    *(short *)dest = (short)v;
  else if (len == 'l')
    *(long *)dest = (long)v;
  else if (len == 'q')
    *(long long *)dest = (long long)v;
  else
    *(int *)dest = (int)v;
}

/* Whether c is in the scanset that the format text [start, end) describes (after `[` and `^`):
 * a `]` first is itself, `a-z` with a <= z a range, a `-` elsewhere itself. */
static int __effigy_scan_in_set(const char *start, const char *end, int c) {
  for (const char *p = start; p < end; p++) {
    int sc = (unsigned char)*p;
    if (sc == '-' && p != start && p + 1 < end && (unsigned char)p[-1] <= (unsigned char)p[1]) {
      if (c >= (unsigned char)p[-1] && c < (unsigned char)p[1])
        return 1;
    } else if (c == sc) {
      return 1;
    }
  }
  return 0;
}

static int __effigy_vscan(struct __effigy_in *in, const char *f, __builtin_va_list ap) {
  int done = 0;
  int skip_space = 0;
  int c;
  while (*f) {
    int fc = (unsigned char)*f;
    f++;
    if (__effigy_space(fc)) {
      skip_space = 1;
      continue;
    }
    if (fc != '%') {
      c = __effigy_in_get(in);
      if (in->ended)
        goto input_error;
      if (skip_space) {
        while (__effigy_space(c)) {
          c = __effigy_in_get(in);
          if (in->ended)
            goto input_error;
        }
        skip_space = 0;
      }
      if (c != fc) {
        __effigy_in_unget(in, c);
        goto done;
      }
      continue;
    }
    /* `*`, and glibc's flags ' (grouping: none in the "C" locale) and I (the locale's digits:
     * the ASCII ones), in any order. */
    int suppress = 0;
    while (*f == '*' || *f == '\'' || *f == 'I') {
      suppress |= *f == '*';
      f++;
    }
    int width = 0;
    while (*f >= '0' && *f <= '9') {
      width = width * 10 + (*f - '0');
      f++;
    }
    if (*f == '$')
      __effigy_unmodelled("scanf's numbered arguments (%n$)");
    if (width == 0)
      width = -1;
    /* The length: 'H' hh, 'h', 'l' long, 'q' long long (ll, L, q, and j, and z or t where
     * they are 64 bits wide), 0 int. */
    int len = 0;
    if (*f == 'h') {
      f++;
      len = 'h';
      if (*f == 'h') {
        f++;
        len = 'H';
      }
    } else if (*f == 'l') {
      f++;
      len = 'l';
      if (*f == 'l') {
        f++;
        len = 'q';
      }
    } else if (*f == 'L' || *f == 'q' || *f == 'j') {
      f++;
      len = 'q';
    } else if (*f == 'z' || *f == 't') {
      f++;
      len = sizeof(__effigy_size_t) == sizeof(long) ? 'l' : 0;
    }
    int conv = (unsigned char)*f;
    if (conv == 0)
      goto done;
    f++;
    if (skip_space || (conv != '[' && conv != 'c' && conv != 'n')) {
      /* glibc reads the white space with errno 0 (an EOF met here records 0), then restores it. */
      int saved_errno = __effigy_errno;
      __effigy_errno = 0;
      do
        c = __effigy_in_get(in);
      while (__effigy_space(c));
      __effigy_errno = saved_errno;
      __effigy_in_unget(in, c);
      skip_space = 0;
    }
    if (conv == '%') {
      c = __effigy_in_get(in);
      if (in->ended)
        goto input_error;
      if (c != '%') {
        __effigy_in_unget(in, c);
        goto done;
      }
      continue;
    }
    if (conv == 'n') {
      if (!suppress)
        __effigy_scan_store(__builtin_va_arg(ap, void *), len, (unsigned long long)(long long)in->count);
      continue;
    }
    if (conv == 'c') {
      if (width == -1)
        width = 1;
      c = __effigy_in_get(in);
      if (in->ended)
        goto input_error;
      if (len == 'l')
        __effigy_unmodelled("scanf's %lc");
      char *out = suppress ? 0 : __builtin_va_arg(ap, char *);
      for (;;) {
        if (out) {
          *out = (char)c;
          out++;
        }
        width--;
        if (width <= 0)
          break;
        c = __effigy_in_get(in);
        if (in->ended)
          break;
      }
      if (!suppress)
        done++;
      continue;
    }
    if (conv == 's' || conv == '[') {
      int negate = 0;
      const char *set = f;
      if (conv == '[') {
        if (*f == '^') {
          negate = 1;
          f++;
        }
        set = f;
        if (*f == ']')
          f++;
        while (*f && *f != ']')
          f++;
        if (!*f)
          goto done;
        f++;
      }
      const char *set_end = conv == '[' ? f - 1 : f;
      if (len == 'l')
        __effigy_unmodelled("scanf's %ls and %l[");
      c = __effigy_in_get(in);
      if (in->ended)
        goto input_error;
      char *out = suppress ? 0 : __builtin_va_arg(ap, char *);
      int got = 0;
      for (;;) {
        if (conv == 's' ? __effigy_space(c) : __effigy_scan_in_set(set, set_end, c) == negate) {
          __effigy_in_unget(in, c);
          break;
        }
        if (out) {
          *out = (char)c;
          out++;
        }
        got++;
        if (width > 0) {
          width--;
          if (width == 0)
            break;
        }
        c = __effigy_in_get(in);
        if (in->ended)
          break;
      }
      if (got == 0)
        goto done;
      if (out)
        *out = 0;
      if (!suppress)
        done++;
      continue;
    }
    int base;
    int is_signed = 0;
    if (conv == 'd') {
      base = 10;
      is_signed = 1;
    } else if (conv == 'i') {
      base = 0;
      is_signed = 1;
    } else if (conv == 'u') {
      base = 10;
    } else if (conv == 'o') {
      base = 8;
    } else if (conv == 'x' || conv == 'X') {
      base = 16;
    } else if (conv == 'e' || conv == 'f' || conv == 'g' || conv == 'a' || conv == 'E' || conv == 'F' || conv == 'G' || conv == 'A' ||
               conv == 'p' || conv == 'C' || conv == 'S' || conv == 'm') {
      __effigy_unmodelled("scanf's floating conversions, %p, %C, %S and the m modifier");
      goto done;
    } else {
      /* Not a conversion: glibc fails to match. */
      goto done;
    }
    /* The width of the conversion: strtoll where long is narrower than long long and the
     * length is ll, strtol otherwise. */
    int bits = len == 'q' ? 64 : (int)sizeof(long) * 8;
    c = __effigy_in_get(in);
    if (in->ended)
      goto input_error;
    int collected = 0;
    int negative = 0;
    int sign_only = 0;
    if (c == '-' || c == '+') {
      negative = c == '-';
      collected++;
      sign_only = 1;
      if (width > 0)
        width--;
      c = __effigy_in_get(in);
    }
    struct __effigy_num n;
    n.mag = 0;
    n.over = 0;
    n.bound = 1;
    if (width != 0 && c == '0') {
      if (width > 0)
        width--;
      collected++;
      sign_only = 0;
      c = __effigy_in_get(in);
      if (width != 0 && (c == 'x' || c == 'X')) {
        if (base == 0)
          base = 16;
        if (base == 16) {
          if (width > 0)
            width--;
          c = __effigy_in_get(in);
        }
      } else if (base == 0) {
        base = 8;
      }
    }
    if (base == 0)
      base = 10;
    while (!in->ended && width != 0) {
      int d = __effigy_digit(c, (unsigned)base);
      if (d < 0)
        break;
      __effigy_num_add(&n, (unsigned)base, (unsigned)d, bits);
      collected++;
      sign_only = 0;
      if (width > 0)
        width--;
      c = __effigy_in_get(in);
    }
    __effigy_in_unget(in, c);
    if (collected == 0 || sign_only)
      goto done;
    if (!suppress) {
      __effigy_scan_store(__builtin_va_arg(ap, void *), len, __effigy_num_value(&n, negative, is_signed, bits, 1));
      done++;
    } else {
      /* glibc converts a suppressed numeral too (its ERANGE included). */
      __effigy_num_value(&n, negative, is_signed, bits, 1);
    }
  }
  if (skip_space) {
    do
      c = __effigy_in_get(in);
    while (__effigy_space(c));
    __effigy_in_unget(in, c);
  }
  goto done;
input_error:
  if (done == 0)
    done = -1;
done:
  return done;
}

int vfscanf(struct _IO_FILE *f, const char *fmt, __builtin_va_list ap) {
  struct __effigy_in in;
  in.stream = __effigy_input_stream(f);
  in.s = 0;
  in.ended = 0;
  in.count = 0;
  in.eof_errno = 0;
  return __effigy_vscan(&in, fmt, ap);
}

int vscanf(const char *fmt, __builtin_va_list ap) { return vfscanf(stdin, fmt, ap); }

int vsscanf(const char *s, const char *fmt, __builtin_va_list ap) {
  struct __effigy_in in;
  in.stream = 0;
  in.s = s;
  in.ended = 0;
  in.count = 0;
  in.eof_errno = 0;
  return __effigy_vscan(&in, fmt, ap);
}

int scanf(const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int r = vfscanf(stdin, fmt, ap);
  __builtin_va_end(ap);
  return r;
}

int fscanf(struct _IO_FILE *f, const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int r = vfscanf(f, fmt, ap);
  __builtin_va_end(ap);
  return r;
}

int sscanf(const char *s, const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int r = vsscanf(s, fmt, ap);
  __builtin_va_end(ap);
  return r;
}
