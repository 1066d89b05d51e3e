// an object the program declares extern and no file defines (environ, the C library's, which effigy does not model): reading it as zero would decide the branch the real program takes otherwise
// expect: FALSE
// inputs: none
// why: gcc's program links environ from glibc; in any environment with a variable (the usual one, and the harness's) environ[0] is not null and the error is reached, so no engine may answer TRUE; effigy refuses the program (its value is unknown)
extern void reach_error(void);
extern char **environ;
int main(void) {
  if (environ && environ[0])
    reach_error();
  return 0;
}
