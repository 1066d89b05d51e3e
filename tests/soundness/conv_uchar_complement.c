// ~ on an unsigned char works on the promoted int: ~255 is -256, not 0
// expect: TRUE
// why: c is promoted to int before ~, so ~c == -1 - c lies in [-256, -1] and is never 0; truncated back to unsigned char it is 255 - c
// probe: 255
// probe: 0
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  if (~c == 0) // trap: an 8-bit complement of 255 would be 0
    reach_error();
  if ((unsigned char)~c != 255 - c)
    reach_error();
  return 0;
}
