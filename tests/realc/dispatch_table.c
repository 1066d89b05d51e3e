// calculator with a dispatch table of named function pointers (add, sub, mul, max, min); checks each entry against a switch
// expect: TRUE
// why: table[i].fn is the function implementing the operation of table[i].code, and the reference switch computes the same expression; operands are in [-1000,1000], so no result overflows
#include <stdio.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

typedef int (*binop)(int, int);

static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static int op_max(int a, int b) { return a > b ? a : b; }
static int op_min(int a, int b) { return a < b ? a : b; }

struct command {
  const char *name;
  char code;
  binop fn;
};

static const struct command table[] = {
    {"add", '+', op_add}, {"sub", '-', op_sub}, {"mul", '*', op_mul},
    {"max", '>', op_max}, {"min", '<', op_min},
};

#define NCOMMANDS ((int)(sizeof table / sizeof table[0]))

static binop lookup(const char *name) {
  for (int i = 0; i < NCOMMANDS; i++)
    if (strcmp(table[i].name, name) == 0)
      return table[i].fn;
  return NULL;
}

static int reference(char code, int a, int b) {
  switch (code) {
  case '+': return a + b;
  case '-': return a - b;
  case '*': return a * b;
  case '>': return a > b ? a : b;
  default: return a < b ? a : b;
  }
}

int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < NCOMMANDS);
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -1000 && a <= 1000);
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(b >= -1000 && b <= 1000);
  binop f = lookup(table[i].name);
  if (f == NULL)
    reach_error();
  else if (!(f(a, b) == reference(table[i].code, a, b)))
    reach_error();
  printf("%s(%d, %d) = %d\n", table[i].name, a, b, table[i].fn(a, b));
  return 0;
}
