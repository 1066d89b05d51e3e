// covers: string literals, char arrays initialised from strings, escapes, string walking
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 1535
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 1549
// run: inputs=11 outcome=return 1549
// run: inputs=5 outcome=return 1549
extern unsigned __VERIFIER_nondet_uint(void);
int length(const char *s) { int n = 0; while (s[n]) n++; return n; }
int main(void) {
  char s[] = "hello\tworld\n";
  char t[10] = "abc";
  const char *p = "x\x41\101\0z";
  unsigned k = __VERIFIER_nondet_uint() % 12u;
  s[k] = 'Z';
  return length(s) * 100 + s[0] + t[5] + t[2] + p[1] + p[2] + (int)sizeof(s) + length(p);
}
