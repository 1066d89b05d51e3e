// ping and pong call each other and add to a global, 1 and 2 at each activation
// expect: FALSE
// cegar-timeout: 5
// inputs: none
// why: ping(3) runs ping, pong, ping, pong (n 3, 2, 1, 0), adding 1 + 2 + 1 + 2, so hits == 6 and the error is reached
void reach_error(void) {}
int hits;
void pong(int n);
void ping(int n) {
  hits++;
  if (n > 0)
    pong(n - 1);
}
void pong(int n) {
  hits += 2; // trap: mutual recursion changing a global
  if (n > 0)
    ping(n - 1);
}
int main(void) {
  ping(3);
  if (hits == 6)
    reach_error();
  return 0;
}
