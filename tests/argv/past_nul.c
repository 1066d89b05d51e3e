// a path that needs a byte after an argument's terminating 0: no command line gives one (a real process has the next string there, not a chosen byte), so none is found
// verify: past_nul.c --sym-args 1 1 3 => UNKNOWN no error for any command line of 1 to 1 arguments of at most 3 bytes
// why: an earlier version let the bytes after the 0 be any input, and gcc's replay (a buffer holding them) "confirmed" a FALSE that no command line gives
extern void reach_error(void);
int main(int argc, char **argv) {
  if (argc == 2 && argv[1][0] == 0 && argv[1][1] == 'x') reach_error();
  return 0;
}
