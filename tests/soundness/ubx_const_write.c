// writing a const-qualified object through a pointer with the const cast away is undefined
// expect: UB
// why: c is defined const; modifying it through a non-const lvalue is undefined (C11 6.7.3p6), on every input with x == 1; gcc -O0 stores 2 in its stack slot and reads it back, a model that folds c to its initializer never reaches the error
// ub-check: none (no gcc sanitizer checks writes to const objects; a const local is not in read-only memory)
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static void set(int *p) { *p = 2; }
int main(void) {
  const int c = 1;
  int x = __VERIFIER_nondet_int();
  if (x == 1)
    set((int *)&c); // trap: the object itself is const
  if (c != 1)
    reach_error();
  return 0;
}
