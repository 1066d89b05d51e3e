// argv holds exactly argc + 1 pointers: reading argv[argc + 1] is out of bounds, and gcc's program built with AddressSanitizer, given argv of that length, sees it too
// verify: beyond_argv.c --property valid-deref --sym-args 0 1 2 => FALSE
// why: C11 5.1.2.2.1 gives argv argc + 1 elements; the harness gives gcc's program a heap block of exactly that many
int main(int argc, char **argv) {
  char *p = argv[argc + 1];
  return p != 0;
}
