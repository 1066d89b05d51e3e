// bracket matcher with a heap-allocated stack: reads up to 8 characters with getchar() and checks that (), [] and {} are balanced
// expect: TRUE
// why: every opener is pushed and every closer pops a matching opener or fails, so a balanced verdict (empty stack at the end, no failure) implies #openers == #closers of each kind; the stack never exceeds 8 entries, its capacity
#include <stdio.h>
#include <stdlib.h>

void reach_error(void) { }

#define MAXLEN 8

struct stack {
  char *items;
  int top;
  int cap;
};

static struct stack *stack_new(int cap) {
  struct stack *s = malloc(sizeof *s);
  if (!s)
    return NULL;
  s->items = malloc((size_t)cap);
  if (!s->items) {
    free(s);
    return NULL;
  }
  s->top = 0;
  s->cap = cap;
  return s;
}

static int push(struct stack *s, char c) {
  if (s->top == s->cap)
    return -1;
  s->items[s->top++] = c;
  return 0;
}

static int pop(struct stack *s, char *out) {
  if (s->top == 0)
    return -1;
  *out = s->items[--s->top];
  return 0;
}

static void stack_free(struct stack *s) {
  free(s->items);
  free(s);
}

int main(void) {
  struct stack *s = stack_new(MAXLEN);
  if (!s)
    return 1;
  int open[3] = {0, 0, 0}, close[3] = {0, 0, 0};
  const char *openers = "([{", *closers = ")]}";
  int ok = 1;
  for (int k = 0; k < MAXLEN && ok; k++) {
    int c = getchar();
    if (c == EOF || c == '\n')
      break;
    for (int t = 0; t < 3; t++) {
      if (c == openers[t]) {
        open[t]++;
        if (push(s, (char)c) != 0)
          ok = 0;
      } else if (c == closers[t]) {
        char o;
        close[t]++;
        if (pop(s, &o) != 0 || o != openers[t])
          ok = 0;
      }
    }
  }
  int balanced = ok && s->top == 0;
  if (balanced) {
    for (int t = 0; t < 3; t++)
      if (!(open[t] == close[t]))
        reach_error();
  }
  puts(balanced ? "balanced" : "not balanced");
  stack_free(s);
  return 0;
}
