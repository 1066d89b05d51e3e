// compound literals of unsized array type take their size from the initializer: (char[]){"xyz"} has 4 chars
// expect: FALSE
// inputs: 3
// why: a compound literal of type "array of unknown size" gets its size from the initializer list as a declaration would (C11 6.5.2.5p4, 6.7.9p22): (char[]){"xyz"} has 4 elements, (int[]){1, 2, 3} has 3, so t[3] == 0 and q[2] == 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  char *t = (char[]){"xyz"}; // trap: 4 elements, t[3] == 0
  int *q = (int[]){ 1, 2, 3 };
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3)
    return 0;
  if (t[k] == 0 && q[k - 1] == 3 && sizeof((int[]){ 1, 2, 3 }) == 12)
    reach_error();
  return 0;
}
