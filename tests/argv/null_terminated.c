// argv[argc] is a null pointer and every argv[i] below it a string: counting to the null gives argc, for every command line searched
// verify: null_terminated.c => UNKNOWN no error for any command line of 0 to 2 arguments of at most 8 bytes
// verify: null_terminated.c --sym-args 3 3 1 => UNKNOWN no error for any command line of 3 to 3 arguments of at most 1 bytes
// engines: symex cegar (bounded model checking and k-induction: one query of this unwinding takes 0.3 s to 11 s as the race between Z3 and Bitwuzla goes, so that on a loaded machine they reach the 20 s limit — measured; their answer when they finish is the one wanted)
// timeout: 60 (CEGAR's bounded search of --sym-args 3 3 1 takes 16 to 18 s of CPU alone, past 20 s under a loaded test suite — measured)
// why: C11 5.1.2.2.1; the search is bounded, so the answer is UNKNOWN saying what was searched, never TRUE
extern void reach_error(void);
int main(int argc, char **argv) {
  int n = 0;
  while (argv[n]) n++;
  if (n != argc) reach_error();
  return 0;
}
