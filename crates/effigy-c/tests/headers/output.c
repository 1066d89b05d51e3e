/* Output functions, declared by hand: arguments evaluated, results unknown. */
typedef struct file FILE;
extern FILE *stdout;
extern int printf(const char *, ...);
extern int fprintf(FILE *, const char *, ...);
extern int puts(const char *);
extern int putchar(int);

int main(void) {
  int x = 1;
  int n = printf("%d %d\n", x++, x);
  puts("done");
  putchar('\n');
  fprintf(stdout, "%s", "s");
  return n + x;
}
