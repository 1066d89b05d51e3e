// `goto` leaves the block of the object the pointer points to: the object is dead at the label.
// property: valid-memsafety
// expect: FALSE(valid-deref)
// decided-by: symex bmc
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  {
    int x = 5;
    p = &x;
    if (__VERIFIER_nondet_int())
      goto out;
    x = 6;
  }
  return 0;
out:
  return *p;
}
