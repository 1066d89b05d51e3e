// an external function returning a pointer: what it points to is unknown
// default: UNKNOWN
// pure: UNKNOWN
// why: effigy cannot model the object the result points to; it says so instead of guessing
extern int *lookup(int);
void reach_error(void) {}
int main(void) {
  int *p = lookup(1);
  if (p && *p == 1)
    reach_error();
  return 0;
}
