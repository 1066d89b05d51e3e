// covers: enums with explicit, negative, implicit (following) and repeated values, an anonymous enum constant as an array size, enum constants in designated initialisers, typedef of an enum, a function returning an enum, switch on an enum with fallthrough and default, enum arithmetic, sizeof of an enum type
// run: inputs=-5 outcome=return 1105
// run: inputs=3 outcome=return 5206
// run: inputs=50 outcome=return 3012
// run: inputs=1000 outcome=return 12113
extern int __VERIFIER_nondet_int(void);
enum level { LOW = -2, MID, HIGH = 5, TOP, ALIAS = MID, LAST = TOP * 2 };
typedef enum level level_t;
enum { SLOTS = 4 };
int weights[SLOTS] = {[LOW + 2] = 10, [MID + 2] = 20, 30};
level_t classify(int v) {
  if (v < 0) return LOW;
  if (v < 10) return MID;
  if (v < 100) return HIGH;
  return TOP;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  level_t l = classify(x);
  int r = 0;
  switch (l) {
  case LOW: r = 1; break;
  case ALIAS: r = 2;
  case HIGH: r += 3; break;
  default: r = LAST;
  }
  enum level e = (enum level)(l + 1);
  unsigned idx = (unsigned)(l - LOW) % SLOTS;
  return r * 1000 + weights[idx] * 10 + e + (int)sizeof(level_t) + (HIGH == 5) + (ALIAS == MID);
}
