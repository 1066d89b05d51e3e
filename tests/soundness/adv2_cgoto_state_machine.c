// a state machine driven by computed goto through a static table of label addresses, with fall-through between labels
// expect: FALSE
// inputs: 1,2,0,3
// why: goto *tab[s] jumps to the label whose address (&&label, GNU C) is stored in tab; code after a label falls through to the next label like any statement sequence, so on the inputs 1,2,0,3 acc becomes 110 (from b), 210 (from c), 321 (from a), and done sees 321
// cegar-timeout: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  static void *const tab[] = { &&a, &&b, &&c, &&done };
  int acc = 0, steps = 0;
next:
  if (steps++ == 4)
    return 0;
  int s = __VERIFIER_nondet_int();
  if (s < 0 || s > 3)
    return 0;
  goto *tab[s]; // trap: fall-through after the target label
a:
  acc += 1;
b:
  acc += 10;
c:
  acc += 100;
  goto next;
done:
  if (acc == 321)
    reach_error();
  return 0;
}
