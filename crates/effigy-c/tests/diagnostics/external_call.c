// error: unsupported: call of external function 'read_sensor', which has no definition
// at: 5:3
extern int read_sensor(void);
int main(void) {
  read_sensor();
  return 0;
}
