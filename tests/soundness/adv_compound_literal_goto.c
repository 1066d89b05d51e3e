// a compound literal evaluated twice through a goto is the same object: p == q and q->i == 1 (C11 6.5.2.5p16)
// expect: TRUE
// why: the compound literal has automatic storage associated with the enclosing block, which is never left, so both evaluations yield the same object, re-initialized to j++ each time: p == q and q->i == 1 (the example of C11 6.5.2.5p16)
void reach_error(void) {}
struct s { int i; };
int main(void) {
  struct s *p = 0, *q;
  int j = 0;
again:
  q = p, p = &((struct s){ j++ }); // trap: not a fresh object per evaluation
  if (j < 2)
    goto again;
  if (!(p == q && q->i == 1))
    reach_error();
  return 0;
}
