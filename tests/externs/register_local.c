// an external function cannot change a local whose address never escapes
// default: TRUE
// pure: TRUE
// why: x is a local whose address is never taken: no function can reach it; buf's contents may change, x cannot
extern int scramble(char *, int);
void reach_error(void) {}
int main(void) {
  int x = 3;
  char buf[4] = {0};
  int r = scramble(buf, x);
  if (x != 3)
    reach_error();
  return r;
}
