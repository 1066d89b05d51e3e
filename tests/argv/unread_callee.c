// main passes argc and argv to a function that reads neither: no command line matters, and the program is proved for every one
// verify: unread_callee.c => TRUE
// why: check returns 1 whatever it is given; an earlier version refused the program ("main reads its parameters")
extern void reach_error(void);
static int check(int n, char **v) { return 1; }
int main(int argc, char **argv) {
  if (!check(argc, argv)) reach_error();
  return 0;
}
