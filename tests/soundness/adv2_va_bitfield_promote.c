// variadic arguments from bit-fields: unsigned long long : 20 is promoted to int (4 bytes), : 40 is passed as 8 bytes
// expect: FALSE
// inputs: 1048575,1099511627775
// why: the default argument promotions apply the integer promotions (C11 6.5.2.2p6): a 20-bit field becomes int and must be read with va_arg(ap, int); gcc passes the 40-bit field as an unsigned long long (8 bytes); the ILP32 stack then holds 4 + 8 + 4 bytes and the values read back are exact: on the inputs a == 2^20 - 1, b == 2^40 - 1, c == -1
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
void reach_error(void) {}
typedef __builtin_va_list va_list;
struct S { unsigned long long z : 20; unsigned long long x : 40; };
static void check(int n, ...) {
  va_list ap;
  __builtin_va_start(ap, n);
  int a = __builtin_va_arg(ap, int); // trap: 4 bytes, not 8
  unsigned long long b = __builtin_va_arg(ap, unsigned long long);
  int c = __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  if (a == 1048575 && b == 1099511627775ULL && c == -1)
    reach_error();
}
int main(void) {
  struct S s;
  s.z = __VERIFIER_nondet_ulonglong();
  s.x = __VERIFIER_nondet_ulonglong();
  check(3, s.z, s.x, -1);
  return 0;
}
