// singly linked list of up to 5 heap nodes: build by appending, reverse in place, check the order, free
// expect: TRUE
// why: iterative reversal re-links each node to its predecessor, so walking the reversed list visits vals[n-1], ..., vals[0] and exactly n nodes
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

struct node {
  int value;
  struct node *next;
};

static struct node *append(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    exit(1);
  n->value = v;
  n->next = NULL;
  if (!head)
    return n;
  struct node *p = head;
  while (p->next)
    p = p->next;
  p->next = n;
  return head;
}

static struct node *reverse(struct node *head) {
  struct node *prev = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = prev;
    prev = head;
    head = next;
  }
  return prev;
}

int main(void) {
  int vals[5];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  struct node *list = NULL;
  for (int i = 0; i < n; i++) {
    vals[i] = __VERIFIER_nondet_int();
    list = append(list, vals[i]);
  }
  list = reverse(list);
  int k = n - 1;
  for (struct node *p = list; p; p = p->next) {
    if (!(k >= 0 && p->value == vals[k]))
      reach_error();
    k--;
  }
  if (!(k == -1))
    reach_error();
  while (list) {
    struct node *next = list->next;
    free(list);
    list = next;
  }
  return 0;
}
