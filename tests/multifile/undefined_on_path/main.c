// a function no file defines, called on the error path: the path needs that it returns and leaves the program's objects as they were, which only its definition can say
// verify: main.c => UNKNOWN init — which no file of the program defines
// verify: main.c --undefined-functions inputs => FALSE
// engines: symex cegar (bounded model checking and k-induction rebuild an error path from its inputs alone, and what init did to ready is no input: their answer is UNKNOWN saying so)
// why: init may set ready (every global may change), or never return; the replay's stub does nothing and gcc's program then reaches the error, which is FALSE only when undefined functions are the environment (SV-COMP's reading)
extern void reach_error(void);
int ready;
void init(void);
int main(void) {
  init();
  if (!ready) reach_error();
  return 0;
}
