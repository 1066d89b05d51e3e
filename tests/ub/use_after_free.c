// ub: use after free
// run: inputs= outcome=undefined
extern void *malloc(unsigned long);
extern void free(void *);
int main(void) { int *p = malloc(sizeof(int)); *p = 1; free(p); return *p; }
