// a piecewise-linear table lookup: the loop's iterations are kept apart (unrolled) and the
// tables' elements tracked one by one, so at each exit t lies within its segment and the
// index within the tables (t <= 8 == hi[3] rules out leaving with i == 4)
// expect: TRUE
// absint: TRUE
// auto: TRUE
extern float __VERIFIER_nondet_float(void);
void reach_error(void) {}
int main(void) {
  float lo[4] = {0.0f, 1.0f, 2.0f, 4.0f};
  float hi[4] = {1.0f, 2.0f, 4.0f, 8.0f};
  float t = __VERIFIER_nondet_float();
  if (!(t >= 0.0f && t <= 8.0f))
    return 0;
  int i = 0;
  while (i < 4 && t > hi[i])
    i++;
  float u = (t - lo[i]) / (hi[i] - lo[i]);
  if (!(u >= 0.0f && u <= 1.0f))
    reach_error();
  return 0;
}
