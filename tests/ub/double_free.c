// ub: double free
// run: inputs= outcome=undefined
extern void *malloc(unsigned long);
extern void free(void *);
int main(void) { void *p = malloc(8); free(p); free(p); return 0; }
