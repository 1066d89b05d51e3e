// a tiny bytecode interpreter (stack machine with 4 variables: push, load, store, add, sub, jz, jmp, halt) running a fixed program that sums 1..n
// expect: TRUE
// why: the bytecode keeps i in v0 and acc in v1 and loops while i != 0 doing acc += i, i -= 1, then halts with acc = n(n+1)/2; the stack never holds more than 2 values, all jumps stay in the code, and at most 6 + 11n <= 61 instructions run, below the 200-step budget
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

enum op { PUSH, LOAD, STORE, ADD, SUB, JZ, JMP, HALT };

#define STACK 8
#define NVARS 4

/* returns 0 and the top of the stack in *result, or -1 on a machine fault */
static int run(const int *code, int len, int arg, int *result) {
  int stack[STACK], vars[NVARS] = {0};
  int sp = 0, pc = 0;
  vars[0] = arg;
  for (int steps = 0; steps < 200; steps++) {
    if (pc < 0 || pc >= len)
      return -1;
    int op = code[pc++];
    int operand = 0;
    if (op == PUSH || op == LOAD || op == STORE || op == JZ || op == JMP) {
      if (pc >= len)
        return -1;
      operand = code[pc++];
    }
    switch (op) {
    case PUSH:
      if (sp == STACK)
        return -1;
      stack[sp++] = operand;
      break;
    case LOAD:
      if (sp == STACK || operand < 0 || operand >= NVARS)
        return -1;
      stack[sp++] = vars[operand];
      break;
    case STORE:
      if (sp < 1 || operand < 0 || operand >= NVARS)
        return -1;
      vars[operand] = stack[--sp];
      break;
    case ADD:
      if (sp < 2)
        return -1;
      stack[sp - 2] += stack[sp - 1];
      sp--;
      break;
    case SUB:
      if (sp < 2)
        return -1;
      stack[sp - 2] -= stack[sp - 1];
      sp--;
      break;
    case JZ:
      if (sp < 1)
        return -1;
      if (stack[--sp] == 0)
        pc = operand;
      break;
    case JMP:
      pc = operand;
      break;
    case HALT:
      if (sp < 1)
        return -1;
      *result = stack[sp - 1];
      return 0;
    default:
      return -1;
    }
  }
  return -1;
}

static const int sum_program[] = {
    PUSH, 0,  /*  0: acc = 0           */
    STORE, 1, /*  2                    */
    LOAD, 0,  /*  4: loop: if i == 0   */
    JZ, 24,   /*  6:   goto done       */
    LOAD, 1,  /*  8: acc = acc + i     */
    LOAD, 0,  /* 10                    */
    ADD,      /* 12                    */
    STORE, 1, /* 13                    */
    LOAD, 0,  /* 15: i = i - 1         */
    PUSH, 1,  /* 17                    */
    SUB,      /* 19                    */
    STORE, 0, /* 20                    */
    JMP, 4,   /* 22                    */
    LOAD, 1,  /* 24: done: return acc  */
    HALT,     /* 26                    */
};

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  int result;
  if (run(sum_program, (int)(sizeof sum_program / sizeof sum_program[0]), n, &result) != 0)
    reach_error(); /* the program is well formed: no fault */
  if (!(result == n * (n + 1) / 2))
    reach_error();
  printf("sum(1..%d) = %d\n", n, result);
  return 0;
}
