// struct F { int n; char c; char d[]; }: d starts at offset 5 but sizeof is 8, so malloc(sizeof + k) has room for d[k + 2]
// expect: FALSE
// inputs: 0
// why: sizeof a struct with a flexible array member is as if the member were omitted, but it may have more trailing padding than that would imply (C11 6.7.2.1p18): offsetof(struct F, d) == 5 and sizeof(struct F) == 8 on i386, so the block of 8 + k bytes holds d[0 .. k + 2]; the write to d[k + 2] is in bounds and is read back on every k
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
void reach_error(void) {}
struct F { int n; char c; char d[]; };
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 4)
    return 0;
  struct F *p = malloc(sizeof(struct F) + k);
  p->d[k + 2] = 7; // trap: in bounds, offset 5 + k + 2 < 8 + k
  if (sizeof(struct F) == 8 && (char *)&p->d[0] - (char *)p == 5 && p->d[k + 2] == 7)
    reach_error();
  return 0;
}
