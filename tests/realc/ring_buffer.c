// ring buffer of 4 ints with free-running unsigned head/tail indices and a power-of-two mask, driven by up to 8 push/pop operations
// expect: TRUE
// why: tail - head (unsigned) is the number of stored items, kept <= 4 by the full test; slots are indexed mod 4 and an item is overwritten only after it was popped, so pops return pushes in FIFO order (checked against a plain array)
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

#define RB_SIZE 4u
#define RB_MASK (RB_SIZE - 1u)

struct ring {
  int buf[RB_SIZE];
  unsigned head, tail;
};

static int rb_push(struct ring *r, int v) {
  if (r->tail - r->head == RB_SIZE)
    return 0;
  r->buf[r->tail++ & RB_MASK] = v;
  return 1;
}

static int rb_pop(struct ring *r, int *v) {
  if (r->tail == r->head)
    return 0;
  *v = r->buf[r->head++ & RB_MASK];
  return 1;
}

int main(void) {
  struct ring r = {{0}, 0u, 0u};
  int log[8];
  int produced = 0, consumed = 0;
  for (int i = 0; i < 8; i++) {
    int op = __VERIFIER_nondet_int();
    if (op > 0) {
      if (rb_push(&r, op))
        log[produced++] = op;
    } else {
      int v;
      if (rb_pop(&r, &v)) {
        if (!(consumed < produced && v == log[consumed]))
          reach_error();
        consumed++;
      }
    }
    if (!(r.tail - r.head <= RB_SIZE && r.tail - r.head == (unsigned)(produced - consumed)))
      reach_error();
  }
  printf("%d produced, %d consumed\n", produced, consumed);
  return 0;
}
