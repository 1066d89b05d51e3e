// struct Q { char n[4]; int v; } q[] = { "abcd", 1, "xy", 2 }: a string exactly the size of n, brace elision, 2 elements
// expect: TRUE
// why: each string literal initializes the whole char array n (C11 6.7.9p14: "abcd" fills n[0..3] with no room for the 0), the ints go to v by brace elision (p20), so q has 2 elements: q[0].n[3] == 'd', q[1].n == "xy\0\0", q[1].v == 2; no element is read past its array
// probe: 0
// probe: 3
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct Q { char n[4]; int v; };
struct Q gq[] = { "abcd", 1, "xy", 2 };
int main(void) {
  struct Q q[] = { "abcd", 1, "xy", 2 }; // trap: not 4 elements, no pointer stored in n
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3)
    return 0;
  if (sizeof q != 2 * sizeof(struct Q) || sizeof gq != sizeof q)
    reach_error();
  if (q[0].n[k] != "abcd"[k] || gq[0].n[k] != q[0].n[k] || q[1].v != 2 || gq[0].v != 1)
    reach_error();
  if (q[1].n[k] != (k < 2 ? "xy"[k] : 0))
    reach_error();
  return 0;
}
