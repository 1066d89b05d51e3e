// concrete arguments (--arg) before symbolic ones: argv[1] is the given "-n", argv[2] symbolic; strlen and atoi of the C library model read it
// verify: concrete_args.c --arg -n --sym-args 1 1 3 => FALSE
// verify: concrete_args.c --arg -v --sym-args 1 1 3 => UNKNOWN no error for any command line
// engines: symex bmc kind (CEGAR reaches its 20 s: its abstraction of the arguments' bytes refines one byte at a time)
// why: with "-n", an argument whose number is 42 (atoi) reaches the error; with "-v" the error is unreachable for every command line searched
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "-n") == 0 && strlen(argv[2]) == 2 && atoi(argv[2]) == 42) reach_error();
  return 0;
}
