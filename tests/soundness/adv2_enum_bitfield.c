// enum bit-fields: an enum with a negative constant gives a signed field (width 2 holds -2..1), an all-non-negative enum an unsigned one (0..3)
// expect: FALSE
// inputs: 3
// why: gcc gives a bit-field of enum type the signedness of the enum's underlying type (C11 6.7.2.1p5, implementation-defined): enum E (with -1) is int, so f.e = 3 stores -1; enum G (0..3) is unsigned int, so f.g = 3 stores 3 and f.g - 4 is the promoted int -1; on k == 3 both hold
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
enum E { EM = -1, E1 = 1 };
enum G { G0, G3 = 3 };
struct F { enum E e : 2; enum G g : 2; };
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3)
    return 0;
  struct F f;
  f.e = (enum E)k; // trap: signed 2-bit field, 3 reads back as -1
  f.g = (enum G)k; // trap: unsigned 2-bit field, 3 reads back as 3
  if (f.e == EM && f.g == G3 && f.g - 4 < 0 && f.e < 0)
    reach_error();
  return 0;
}
