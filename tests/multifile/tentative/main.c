// an object defined (tentatively, without an initialiser) in two files: gcc 10 and later link with -fno-common, so this is "multiple definition", not one object
// verify: main.c other.c => ERROR multiple definition of 'shared'
// verify: main.c decl.c => TRUE
// why: decl.c only declares shared (extern): one object, which other() sets to 2
extern void reach_error(void);
int shared;
int other(void);
int main(void) {
  if (other() != 2 || shared != 2) reach_error();
  return 0;
}
