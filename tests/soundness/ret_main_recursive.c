// main may call itself recursively in C
// expect: FALSE
// cegar-timeout: 5
// inputs: none
// why: the first two activations of main call main again; the third sees depth == 3 and calls reach_error()
void reach_error(void) {}
int depth;
int main(void) {
  depth++;
  if (depth < 3)
    return main(); // trap: main is an ordinary function
  if (depth == 3)
    reach_error();
  return 0;
}
