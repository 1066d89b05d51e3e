// strncpy copies no terminating null when the source is at least n long, and pads with zeros when it is shorter
// expect: FALSE
// inputs: 3
// why: C11 7.24.2.4p2-3: strncpy(d, s, n) copies at most n characters; if s is shorter the rest of the n is filled with nulls, otherwise d is not null-terminated; on k == 3 the source "abc" fills d[0..2] with no 0 and d[3] keeps its 'Z'; on k == 1 d is "a" followed by two nulls
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
char *strncpy(char *, const char *, unsigned int);
void reach_error(void) {}
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 1 || k > 3)
    return 0;
  char d[5] = "ZZZZ";
  const char *src = k == 3 ? "abcdef" : "a";
  strncpy(d, src, 3); // trap: no terminator from "abcdef", zero padding from "a"
  if (d[3] == 'Z' && d[2] == 'c' && d[4] == 0)
    reach_error();
  if (k == 1 && (d[1] != 0 || d[2] != 0))
    reach_error();
  return 0;
}
