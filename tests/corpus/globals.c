// covers: globals with and without initialisers, static locals, zero initialisation
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 131
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 156
extern int __VERIFIER_nondet_int(void);
int counter;
int table[4];
struct { int a; char b; } config = {7, 'q'};
int *gp = &table[2];
int next(void) { static int calls = 10; return ++calls; }
int main(void) {
  int x = __VERIFIER_nondet_int() % 5;
  for (int i = 0; i < x; i++) { counter += next(); }
  *gp = counter;
  return table[2] + table[0] + config.a + config.b + next();
}
