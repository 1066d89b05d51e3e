// covers: hand-written strlen, strcmp, strcpy and strcat over char arrays and string literals, assignment inside a while condition, indexing a string literal ("abc"[i]), sizeof of a string literal and of a char array, a char array longer than its initialiser (zero-filled), an array of pointers to string literals, a 2-D char array initialised from strings
// run: inputs=0,0 outcome=return 10563
// run: inputs=1,3 outcome=return 10364
// run: inputs=7,2 outcome=return 10363
// run: inputs=2,1 outcome=return 8465
extern unsigned __VERIFIER_nondet_uint(void);
int my_strlen(const char *s) { const char *p = s; while (*p) p++; return (int)(p - s); }
int my_strcmp(const char *a, const char *b) {
  while (*a && *a == *b) { a++; b++; }
  return (unsigned char)*a - (unsigned char)*b;
}
char *my_strcpy(char *d, const char *s) { char *r = d; while ((*d++ = *s++) != 0) ; return r; }
char *my_strcat(char *d, const char *s) { my_strcpy(d + my_strlen(d), s); return d; }
const char *names[] = {"zero", "one", "two", "three"};
char grid[3][4] = {"ab", "cde", {'f'}};
int main(void) {
  unsigned i = __VERIFIER_nondet_uint() % 4u, j = __VERIFIER_nondet_uint() % 4u;
  char buf[16] = "x";
  my_strcat(buf, names[i]);
  my_strcat(buf, "-");
  my_strcat(buf, names[j]);
  int r = my_strlen(buf) * 1000;
  int c = my_strcmp(names[i], names[j]);
  r += c < 0 ? 100 : c > 0 ? 200 : 300;
  r += "abc"[i % 3u] - 'a';
  r += (int)sizeof("hello") * 10;
  r += grid[1][2] + grid[2][0] + grid[0][3];
  r += buf[sizeof buf - 1];
  return r;
}
