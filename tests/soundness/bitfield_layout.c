// gcc's layout of bit-fields: a field that would cross its type's boundary starts a new unit, :0 aligns
// expect: TRUE
// why: in ILP32, struct L is { char c; int x:20 (bits 8..27 of the first int); int y:10 (would cross bit 32: bits 32..41); char :0 (to the next byte); char d (byte 6) }, size 8; the byte view of the stored values is checked against that layout
// probe: 0
// symex: TRUE
// bmc: TRUE
// kind: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct L { char c; int x : 20; int y : 10; char : 0; char d; };
int main(void) {
  struct L l = { 0 };
  unsigned char *b = (unsigned char *)&l;
  l.x = -1;
  if (b[0] != 0 || b[1] != 0xff || b[2] != 0xff || b[3] != 0x0f) // trap: x starts after c
    reach_error();
  l.y = 0x3ff;
  if (b[4] != 0xff || b[5] != 0x03) // trap: y does not fit in the first unit
    reach_error();
  l.d = 7;
  if (b[6] != 7 || sizeof l != 8)
    reach_error();
  return 0;
}
