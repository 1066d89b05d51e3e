// a local computed before a recursive call keeps its value in this activation after the call
// expect: FALSE
// inputs: none
// why: f(4) calls f(3), f(2), ...; after f(2) returns into f(3), that activation's k == 6 and the error is reached
void reach_error(void) {}
int f(int n) {
  int k = n * 2;
  if (n > 0)
    f(n - 1);
  if (k == 6) // trap: this activation's k, not the callee's
    reach_error();
  return k;
}
int main(void) {
  f(4);
  return 0;
}
