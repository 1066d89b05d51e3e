// covers: the ILP32 data model (gcc -m32): sizeof(long) == sizeof(void *) == 4, long long aligned to 4 inside structs (struct { char; long long; } has 12 bytes), struct padding around long and pointers, -1L < 1u is false (long and unsigned int have the same size, so both become unsigned long), unsigned long arithmetic wrapping at 2^32, a long computed by wrapping through unsigned long, __VERIFIER_nondet_long and _ulong
// data-model: ILP32
// run: inputs=0,0 outcome=return 1295255
// run: inputs=2147483647,1 outcome=return -647999745
// run: inputs=-1,1000 outcome=return 999255
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
struct s1 { char c; long long ll; };
struct s2 { char c; long l; char d; };
struct s3 { short s; void *p; };
int main(void) {
  long l = __VERIFIER_nondet_long();
  unsigned long ul = __VERIFIER_nondet_ulong();
  int r = 0;
  if (sizeof(long) == 4) r += 1;
  if (sizeof(void *) == 4) r += 2;
  if (sizeof(struct s1) == 12) r += 4;
  if (sizeof(struct s2) == 12) r += 8;
  if (sizeof(struct s3) == 8) r += 16;
  if (!(-1L < 1u)) r += 32;
  if (-1LL < 1u) r += 64;
  if ((unsigned long)-1 == 4294967295u) r += 128;
  unsigned long w = ul + 4294967295ul;
  long sum = (long)((unsigned long)l + 1ul);
  return r + (int)(w % 1000ul) * 1000 + (int)(sum % 1000) * 1000000;
}
