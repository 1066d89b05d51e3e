// covers: a state machine in a bounded while loop: switch on an enum state (with a non-consecutive enumerator), a new nondet event each iteration, leaving the loop through a flag set inside the switch, an error reached only after one particular sequence of events
// symex: FALSE
// cegar: FALSE
// run: inputs= outcome=return 8
// run: inputs=1,2,0,0,4 outcome=error
// run: inputs=1,2,4,3,0 outcome=return 1025
// run: inputs=1,3,9,9 outcome=return 1003
// run: inputs=1,2,0,0,0,0,0,0 outcome=return 268
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
enum state { IDLE, OPEN, SENDING, CLOSED = 10 };
int main(void) {
  enum state st = IDLE;
  int sent = 0, steps = 0, running = 1;
  while (running && steps < 8) {
    int ev = __VERIFIER_nondet_int();
    steps++;
    switch (st) {
    case IDLE: if (ev == 1) st = OPEN; break;
    case OPEN: if (ev == 2) st = SENDING; else if (ev == 3) st = CLOSED; break;
    case SENDING:
      sent++;
      if (ev == 3) st = CLOSED;
      if (sent > 2 && ev == 4) { reach_error(); abort(); }
      break;
    case CLOSED: running = 0; break;
    }
  }
  return st * 100 + sent * 10 + steps;
}
