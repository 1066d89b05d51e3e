// traffic-light controller for a crossing (north-south and east-west), an event-driven state machine over up to 8 timer/emergency events; the emergency transition from EW_YELLOW forgets to turn east-west red
// expect: FALSE
// inputs: 0,0,0,0,1
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) { }

enum color { RED, YELLOW, GREEN };
enum state { NS_GREEN, NS_YELLOW, ALL_RED_1, EW_GREEN, EW_YELLOW, ALL_RED_2 };
enum event { TIMER, EMERGENCY, NOTHING };

struct crossing {
  enum state state;
  enum color ns, ew;
};

static void step(struct crossing *c, enum event ev) {
  if (ev == NOTHING)
    return;
  switch (c->state) {
  case NS_GREEN:
    if (ev == TIMER) { c->ns = YELLOW; c->state = NS_YELLOW; }
    break;
  case NS_YELLOW:
    if (ev == TIMER) { c->ns = RED; c->state = ALL_RED_1; }
    break;
  case ALL_RED_1:
    if (ev == TIMER) { c->ew = GREEN; c->state = EW_GREEN; }
    else { c->ns = GREEN; c->state = NS_GREEN; } /* emergency vehicles come from the north */
    break;
  case EW_GREEN:
    if (ev == TIMER) { c->ew = YELLOW; c->state = EW_YELLOW; }
    else { c->ew = RED; c->state = ALL_RED_2; }
    break;
  case EW_YELLOW:
    if (ev == TIMER) { c->ew = RED; c->state = ALL_RED_2; }
    else { c->ns = GREEN; c->state = NS_GREEN; } /* bug: c->ew stays YELLOW */
    break;
  case ALL_RED_2:
    c->ns = GREEN;
    c->state = NS_GREEN;
    break;
  }
}

int main(void) {
  struct crossing c = {NS_GREEN, GREEN, RED};
  for (int i = 0; i < 8; i++) {
    int ev = __VERIFIER_nondet_int();
    __VERIFIER_assume(ev >= TIMER && ev <= NOTHING);
    step(&c, (enum event)ev);
    if (!(c.ns == RED || c.ew == RED))
      reach_error(); /* never both directions moving */
  }
  printf("state %d\n", (int)c.state);
  return 0;
}
