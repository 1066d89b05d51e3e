// An unsigned 31-bit bit-field promotes to int: a + a overflows for a >= 2^30.
// property: no-overflow
// expect: FALSE(no-overflow)
// decided-by: symex
extern unsigned int __VERIFIER_nondet_uint(void);
struct B { unsigned int a : 31; };
int main(void){
  struct B s;
  s.a = __VERIFIER_nondet_uint();
  long long r = s.a + s.a;
  return r > 0;
}
