// The shape of Lemberger's Figure 7.1: every variable starts at 2, a chain of error checks
// of which only the last is reachable. CEGAR refutes the checks one by one (each refinement
// tracks one more variable, re-exploring from where it is assigned) before it finds the real
// error; full precision refutes them all at once.
// verdict: FALSE
// cegar: FALSE
void reach_error(void) {}
int main(void) {
  int a = 2, b = 2, c = 2, d = 2, e = 2, f = 2, g = 2, h = 2, i = 2, j = 2, k = 2, l = 2, m = 2, n = 2, o = 2, p = 2, q = 2, r = 2, s = 2, t = 2, u = 2, v = 2, w = 2, x = 2, y = 2, z = 2;
  if (a != 2) reach_error();
  if (b != 2) reach_error();
  if (c != 2) reach_error();
  if (d != 2) reach_error();
  if (e != 2) reach_error();
  if (f != 2) reach_error();
  if (g != 2) reach_error();
  if (h != 2) reach_error();
  if (i != 2) reach_error();
  if (j != 2) reach_error();
  if (k != 2) reach_error();
  if (l != 2) reach_error();
  if (m != 2) reach_error();
  if (n != 2) reach_error();
  if (o != 2) reach_error();
  if (p != 2) reach_error();
  if (q != 2) reach_error();
  if (r != 2) reach_error();
  if (s != 2) reach_error();
  if (t != 2) reach_error();
  if (u != 2) reach_error();
  if (v != 2) reach_error();
  if (w != 2) reach_error();
  if (x != 2) reach_error();
  if (y != 2) reach_error();
  if (z == 2) reach_error();
  return 0;
}
