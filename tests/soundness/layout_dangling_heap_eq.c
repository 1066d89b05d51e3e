// a freed block's address may be handed out again: comparing the dangling pointer with a new block
// expect: UB
// why: after free(p) the value of p is indeterminate (C11 6.2.4p2) and using it is undefined (J.2); glibc gives the same 4-byte chunk to the next malloc, so gcc's program reaches the error — an engine whose allocator never reuses addresses would call it unreachable
// ub-inputs: none
// ub-check: none (no gcc sanitizer checks the use of a dangling pointer's value in an equality)
extern void *malloc(unsigned int);
extern void free(void *);
void reach_error(void) {}
int main(void) {
  int *p = malloc(sizeof(int));
  free(p);
  int *q = malloc(sizeof(int));
  if (p == q) // trap: not decided by the engine's own allocator
    reach_error();
  free(q);
  return 0;
}
