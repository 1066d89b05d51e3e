// a stack-machine evaluator for the bytecode "PUSH a; PUSH b; <op>"; SUB pops its operands in the wrong order and computes b - a
// expect: FALSE
// inputs: 1,5,3
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

enum { OP_PUSH, OP_ADD, OP_SUB, OP_MUL, OP_HALT };

static int eval(const int *code, int len) {
  int stack[4];
  int sp = 0;
  for (int pc = 0; pc < len;) {
    int op = code[pc++];
    if (op == OP_PUSH) {
      if (sp < 4)
        stack[sp++] = code[pc];
      pc++;
    } else if (op == OP_HALT) {
      break;
    } else if (sp >= 2) {
      int top = stack[--sp];
      int below = stack[--sp];
      int r;
      switch (op) {
      case OP_ADD: r = below + top; break;
      case OP_SUB: r = top - below; break; /* bug: should be below - top */
      case OP_MUL: r = below * top; break;
      default: r = 0; break;
      }
      stack[sp++] = r;
    }
  }
  return sp > 0 ? stack[sp - 1] : 0;
}

int main(void) {
  int sel = __VERIFIER_nondet_int();
  __VERIFIER_assume(sel >= 0 && sel <= 2);
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -1000 && a <= 1000 && b >= -1000 && b <= 1000);
  int op = sel == 0 ? OP_ADD : sel == 1 ? OP_SUB : OP_MUL;
  int code[] = {OP_PUSH, a, OP_PUSH, b, op, OP_HALT};
  int got = eval(code, 6);
  int want = op == OP_ADD ? a + b : op == OP_SUB ? a - b : a * b;
  if (!(got == want))
    reach_error();
  printf("%d\n", got);
  return 0;
}
