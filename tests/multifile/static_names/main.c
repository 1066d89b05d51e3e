// each file has a static object and a static function of the same names: neither sees the other's
// verify: main.c other.c => TRUE
// why: main.c's count is bumped once (to 1); other.c's count (10, then 15 and 20) is another object
extern void reach_error(void);
static int count = 0;
static int bump(void) { return ++count; }
int other(void);
int main(void) {
  bump();
  int a = other();
  int b = other();
  if (count != 1 || a != 15 || b != 20) reach_error();
  return 0;
}
