// averages four readings of an external sensor (extern int read_sensor(void), not defined here), skipping error readings (< 0); the average divides by 4 instead of by the number of valid readings
// expect: FALSE
// inputs: 50,-1,50,50
#include <stdio.h>

extern int read_sensor(void);
void reach_error(void) { }

#define NREADINGS 4
#define SENSOR_MAX 1000

int main(void) {
  int sum = 0, valid = 0, lo = SENSOR_MAX;
  for (int i = 0; i < NREADINGS; i++) {
    int r = read_sensor();
    if (r < 0)
      continue; /* sensor error: skip */
    if (r > SENSOR_MAX)
      r = SENSOR_MAX;
    sum += r;
    valid++;
    if (r < lo)
      lo = r;
  }
  if (valid == 0) {
    printf("no valid reading\n");
    return 0;
  }
  int avg = sum / NREADINGS; /* bug: should be sum / valid */
  if (!(avg >= lo))
    reach_error();
  printf("average %d\n", avg);
  return 0;
}
