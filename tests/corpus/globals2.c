// covers: static globals, a zero-initialised global array of structs, a global pointer initialised with the address of a global, a global char array initialised from a string, a const global array, static local variables and a static local array keeping their values across calls, a global modified through a pointer parameter
// run: inputs=0 outcome=return 353419
// run: inputs=7 outcome=return 431273
// run: inputs=-9 outcome=return 253321
// run: inputs=-2147483648 outcome=return 264443
extern int __VERIFIER_nondet_int(void);
struct rec { int count; char name[4]; };
static struct rec recs[3];
static int hits = 5;
char greeting[] = "hey";
int *cursor = &hits;
const int limits[] = {10, 20, 30};
int record(int k) {
  static int history[4];
  static unsigned pos;
  history[pos % 4u] += k;
  pos++;
  return history[0] + history[1] * 10 + history[2] * 100 + history[3] * 1000;
}
void bump(int *g, int by) { *g += by; }
int main(void) {
  int x = __VERIFIER_nondet_int() % 10;
  int last = 0;
  for (int i = 0; i < 6; i++) last = record(i + x);
  bump(cursor, x);
  bump(&recs[1].count, 3);
  recs[2].name[1] = greeting[2];
  return last + hits * 10000 + recs[0].count + recs[1].count * 100000 + recs[2].name[1] + recs[2].name[0]
         + limits[2] + (int)sizeof(greeting);
}
