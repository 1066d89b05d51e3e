// main reads argc only and passes argv to a function that never reads it: argc is any value (no bound on the command line), and the replay gives gcc's program that argc
// verify: argc_only.c => FALSE
// why: argc = 1000 reaches the error; argv is never read, so no argument needs a value
extern void reach_error(void);
static int check(int n, char **v) { return n == 1000; }
int main(int argc, char **argv) {
  if (check(argc, argv)) reach_error();
  return 0;
}
