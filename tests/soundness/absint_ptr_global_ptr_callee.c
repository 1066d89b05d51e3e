// a global pointer to main's local: a callee with no argument changes that local
// expect: FALSE
// inputs: none
// why: gp points to main's x, so each bump() adds 1 to x; after two calls x == 3 and the error is reached
void reach_error(void) {}
int *gp;
void bump(void) { *gp = *gp + 1; }
int main(void) {
  int x = 1;
  gp = &x;
  bump();
  bump(); // trap: x changes in calls that do not name it
  if (x == 3)
    reach_error();
  return 0;
}
