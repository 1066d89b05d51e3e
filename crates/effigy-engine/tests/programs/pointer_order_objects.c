// `&g1 < &g2` compares pointers into different objects: undefined behaviour (C11 6.5.8p5);
// the answer would depend on where the compiler places g1 and g2.
// verdict: UNKNOWN
// cegar: UNKNOWN
void reach_error(void) {}
int g1, g2;
int main(void) {
  if (&g1 < &g2) reach_error();
  return 0;
}
