// a callee writes an element of a global array: the caller must see it
// expect: FALSE
// inputs: none
// why: set() stores 7 in g[1] before main tests it, so the error is reached
void reach_error(void) {}
int g[2];
static void set(void) { g[1] = 7; } // trap: a global array's element written in a callee
int main(void) {
  set();
  if (g[1] == 7)
    reach_error();
  return 0;
}
