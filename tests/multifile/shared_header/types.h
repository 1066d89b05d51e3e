struct point { int x, y; };
typedef struct { int lo, hi; } range_t;
extern int calls;
int scale(struct point *p, int k);
range_t span(struct point p);
