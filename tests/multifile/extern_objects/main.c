// objects declared extern in one file and defined (initialised) in the other are the same objects; an index read as input goes out of the defined array's bounds
// verify: main.c tables.c => FALSE
// why: table is {1, 2, 3, 4} and limit 3 (tables.c's initialisers, not zero): only i = 3 with table[3] + limit == 7 reaches the error; set_limit writes the object main reads
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern int limit;
extern int table[4];
void set_limit(int v);
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > limit) return 0;
  if (table[i] + limit == 7) {
    set_limit(0);
    if (limit == 0) reach_error();
  }
  return 0;
}
