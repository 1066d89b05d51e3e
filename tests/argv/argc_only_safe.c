// argc is never negative (C11 5.1.2.2.1): with argv unread, every argc is searched and the program is proved
// verify: argc_only_safe.c => TRUE
// why: argc ranges over 0 to INT_MAX, none negative; a proof for every command line, not a bounded one
extern void reach_error(void);
int main(int argc, char *argv[]) {
  if (argc < 0) reach_error();
  return argc > 5;
}
