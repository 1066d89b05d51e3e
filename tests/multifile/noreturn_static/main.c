// a static function declared noreturn in one file and a static function of the same name in the other, which returns: the other file's returns are not undefined behaviour
// verify: main.c other.c => TRUE
// why: main.c's fail is never called; other.c's fail returns 1 and check returns it: 1 == 1, so the error is unreachable and no undefined behaviour is possible
extern void reach_error(void);
static void fail(void) __attribute__((noreturn));
static void fail(void) { for (;;) {} }
int check(void);
int main(void) {
  if (check() != 1) fail();
  if (check() != 1) reach_error();
  return 0;
}
