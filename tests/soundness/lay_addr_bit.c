// a branch on a bit of a local's address: the layout is unspecified, both outcomes are possible
// expect: FALSE
// replay: no
// why: the address of a is chosen by the implementation (and the pointer-to-integer conversion is implementation-defined), so bit 2 may be 1 and the error is reachable under some layout; whether gcc's program reaches it depends on its stack layout, not on an input; this must never be answered TRUE
void reach_error(void) {}
int main(void) {
  int a = 0;
  if ((unsigned long)&a & 4) // trap: depends on where a is placed
    reach_error();
  return a;
}
