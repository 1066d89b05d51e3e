/* A user header with inline functions, some of which effigy cannot translate. */
static inline int twice(int x) { return 2 * x; }
static inline double scale(double x) { return 2.5 * x; }
static inline int rounded(int x) { long double d = x; return (int)d; }
static inline int uses_rounded(int x) { return rounded(x) + 1; }
