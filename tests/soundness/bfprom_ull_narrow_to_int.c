// gcc: unsigned long long fields of width 20 and 32 are promoted like int and unsigned int
// expect: FALSE
// inputs: 4294967295
// why: gcc promotes a long long bit-field no wider than int as if it were an int bit-field: y : 20 becomes int (sizeof 4, y - 0x100000 < 0) and w : 32 becomes unsigned int, so w + 1 wraps to 0 for w == 0xffffffff
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
void reach_error(void) {}
struct S { unsigned long long w : 32; unsigned long long y : 20; };
int main(void) {
  struct S s;
  s.w = __VERIFIER_nondet_ulonglong();
  s.y = 0xfffff;
  if (sizeof(s.y + 0) == 4 && s.y - 0x100000 < 0 && sizeof(s.w + 0) == 4 && s.w + 1 == 0)
    reach_error();
  return 0;
}
