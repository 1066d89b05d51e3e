// covers: Duff's device (case labels inside a do-while loop inside a switch), *to++ = *from++ copies, pre-decrement in a loop condition, unsigned remainder to bound the count
// run: inputs=0 outcome=return -76
// run: inputs=11 outcome=return 4940
// run: inputs=4 outcome=return 82
// run: inputs=-1 outcome=return -8
extern unsigned __VERIFIER_nondet_uint(void);
void copy(int *to, const int *from, int count) {
  int n = (count + 3) / 4;
  switch (count % 4) {
  case 0: do { *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
int main(void) {
  int src[12], dst[12];
  for (int i = 0; i < 12; i++) { src[i] = i * i + 1; dst[i] = -1; }
  unsigned count = __VERIFIER_nondet_uint() % 12u + 1u;
  copy(dst, src, (int)count);
  int s = 0;
  for (int i = 0; i < 12; i++) s += dst[i] * (i + 1);
  return s;
}
