// Whether bit 11 of an address is set is the compiler's choice: never TRUE. (Bit 11 of a
// 16-aligned global may well be 0 in gcc's program, so the error path is not confirmed.)
// verdict: UNKNOWN
// cegar: UNKNOWN
void reach_error(void) {}
int a, b;
int main(void) {
  if (((unsigned long)&a & 0x800) && ((unsigned long)&b & 0x800) == 0 && (unsigned long)&a + 4 == (unsigned long)&b) reach_error();
  return 0;
}
