// bit-fields: containers, shifts and masks; a signed field read with sign extension, a write
// that keeps the neighbours' bits, an unnamed and a zero-width field, a static initialiser.
struct flags { unsigned ready : 1; int level : 3; unsigned : 2; unsigned char : 0; unsigned char mode : 4; };
struct flags g = { 1, -2, 5 };
int main(void) {
  struct flags f = { 0 };
  f.level = 3;
  f.mode += 1;
  return f.level + g.mode;
}
