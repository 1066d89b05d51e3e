// struct F { int n; char c; char d[]; } in a block of sizeof + k bytes: d[k + 3] is one past the block
// expect: UB
// why: d starts at offset 5 and the block has 8 + k bytes, so d[k + 2] is its last byte and d[k + 3] lies past it (C11 6.7.2.1p18, 6.5.6p8); on k == 1 the write is a heap overflow that ASan reports
// ub-inputs: 1
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
void reach_error(void) {}
struct F { int n; char c; char d[]; };
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 4)
    return 0;
  struct F *p = malloc(sizeof(struct F) + k);
  p->d[k + 3] = 7; // trap: one past the block
  if (p->d[k + 3] != 7)
    reach_error();
  return 0;
}
