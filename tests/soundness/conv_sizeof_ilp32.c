// sizeof under gcc -m32 (ILP32, i386 System V): long, pointers, promoted expressions, struct padding, constants
// expect: TRUE
// why: under gcc -m32 long and void * are 4 bytes, long long 8; ch + ch and 'a' have type int; long long is only 4-aligned inside structs on i386, so struct S is 12 bytes; 2147483648 has type long long and 0xFFFFFFFF unsigned int (C11 6.4.4.1)
// probe: 65
extern char __VERIFIER_nondet_char(void);
void reach_error(void) {}
struct S { char c; long long l; }; // trap: 12 bytes, not 16
int main(void) {
  char ch = __VERIFIER_nondet_char();
  if (sizeof(long) != 4 || sizeof(void *) != 4 || sizeof(long long) != 8)
    reach_error();
  if (sizeof(ch) != 1 || sizeof(ch + ch) != 4 || sizeof 'a' != 4) // promoted; character constants are int
    reach_error();
  if (sizeof(struct S) != 12)
    reach_error();
  if (sizeof(2147483648) != 8 || sizeof(0xFFFFFFFF) != 4)
    reach_error();
  return 0;
}
