// sorted insertion into a singly linked list; the case of a value smaller than the head is missing, so it is inserted after the head
// expect: FALSE
// inputs: 2,5,3
#include <stdio.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

struct node {
  int value;
  struct node *next;
};

static struct node *insert_sorted(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    exit(1);
  n->value = v;
  n->next = NULL;
  if (head == NULL)
    return n;
  /* bug: missing "if (v < head->value) { n->next = head; return n; }" */
  struct node *cur = head;
  while (cur->next != NULL && cur->next->value < v)
    cur = cur->next;
  n->next = cur->next;
  cur->next = n;
  return head;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 4);
  struct node *list = NULL;
  for (int i = 0; i < n; i++) {
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v <= 100);
    list = insert_sorted(list, v);
  }
  int count = 0;
  for (struct node *p = list; p; p = p->next) {
    count++;
    if (p->next && !(p->value <= p->next->value))
      reach_error();
  }
  if (!(count == n))
    reach_error();
  while (list) {
    struct node *next = list->next;
    free(list);
    list = next;
  }
  return 0;
}
