// circular FIFO queue of capacity 3 on the heap, driven by up to 6 operations; the full test is count > cap instead of count >= cap, so a 4th element overwrites the oldest
// expect: FALSE
// inputs: 5,1,2,3,4,-1
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

struct queue {
  int *data;
  int head, count, cap;
};

static int enqueue(struct queue *q, int v) {
  if (q->count > q->cap) /* bug: should be >= */
    return -1;
  q->data[(q->head + q->count) % q->cap] = v;
  q->count++;
  return 0;
}

static int dequeue(struct queue *q, int *v) {
  if (q->count == 0)
    return -1;
  *v = q->data[q->head];
  q->head = (q->head + 1) % q->cap;
  q->count--;
  return 0;
}

int main(void) {
  struct queue q = {NULL, 0, 0, 3};
  q.data = malloc(3 * sizeof(int));
  if (!q.data)
    return 1;
  int shadow[8], sh_head = 0, sh_tail = 0; /* reference FIFO: plain array, never wraps */
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  for (int i = 0; i < n; i++) {
    int op = __VERIFIER_nondet_int();
    __VERIFIER_assume(op >= -1 && op <= 100);
    if (op >= 0) {
      if (enqueue(&q, op) == 0)
        shadow[sh_tail++] = op;
    } else {
      int v;
      if (dequeue(&q, &v) == 0) {
        if (!(sh_head < sh_tail && v == shadow[sh_head]))
          reach_error();
        sh_head++;
      }
    }
  }
  free(q.data);
  return 0;
}
