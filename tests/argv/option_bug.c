// an option parser over argv with a planted bug: "-x" followed by an argument starting with 'Z' (KLEE's use: symbolic arguments find it, and the replay runs gcc's program on that command line)
// verify: option_bug.c => FALSE
// verify: option_bug.c --sym-args 0 1 4 => UNKNOWN no error for any command line of 0 to 1 arguments of at most 4 bytes
// verify: option_bug.c --sym-args 3 1 4 => ERROR --sym-args 3 1 4: MIN is more than MAX
// engines: symex bmc kind (CEGAR reaches its 20 s: its abstraction of the arguments' bytes refines one byte at a time)
// why: the bug needs two arguments ("-x" and "Z…"), which the default bounds (0 to 2 of at most 8 bytes) allow; with at most one argument the search finds none, and a bounded search is no proof
extern void reach_error(void);
int main(int argc, char **argv) {
  int x = 0;
  for (int i = 1; i < argc; i++) {
    if (argv[i][0] == '-' && argv[i][1] == 'x' && argv[i][2] == 0) {
      x = 1;
    } else if (x && argv[i][0] == 'Z') {
      reach_error();
    }
  }
  return 0;
}
