/* Output functions, declared by hand (with a FILE type of the program's own): the C library
   model's printf, puts, putchar and fprintf print and return what glibc's do. */
typedef struct file FILE;
extern FILE *stdout;
extern int printf(const char *, ...);
extern int fprintf(FILE *, const char *, ...);
extern int puts(const char *);
extern int putchar(int);

int main(void) {
  int x = 1;
  int n = printf("%d %5.2f|%-3s|%x\n", x++, 2.5, "ab", 255);
  puts("done");
  putchar('\n');
  fprintf(stdout, "%s", "s");
  return n + x;
}
