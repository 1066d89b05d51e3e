// covers: character constants ('0', '-', 'a', '\0'), building a char array from inputs with nested ?:, parsing a signed decimal by hand (c - '0'), character ranges with && (c >= 'a' && c <= 'z'), toupper by arithmetic (c - 'a' + 'A'), break out of a parsing loop
// run: inputs=1,2,3,4,5 outcome=return 12345
// run: inputs=10,1,2,11,3 outcome=return 75999877
// run: inputs=12,1,1,1,1 outcome=return 0
// run: inputs=5,10,7,0,0 outcome=return 5
// run: inputs=255,24,37,38,9 outcome=return 165000008
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  char buf[6];
  for (int i = 0; i < 5; i++) {
    unsigned char u = __VERIFIER_nondet_uchar();
    unsigned d = u % 13u;
    buf[i] = (char)(d < 10u ? '0' + d : d == 10u ? '-' : d == 11u ? 'a' + u % 26u : '\0');
  }
  buf[5] = '\0';
  int i = 0, neg = 0, val = 0, letters = 0;
  if (buf[0] == '-') { neg = 1; i = 1; }
  for (; buf[i] != '\0'; i++) {
    char c = buf[i];
    if (c >= '0' && c <= '9') val = val * 10 + (c - '0');
    else if (c >= 'a' && c <= 'z') letters += c - 'a' + 'A';
    else break;
  }
  return (neg ? -val : val) + letters * 1000000;
}
