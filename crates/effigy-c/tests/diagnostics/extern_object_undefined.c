// error: unsupported: the external object 'environ' is defined by no file of the program nor by effigy's C library model
// at: 8:15
// environ is the C library's, which effigy does not model; read as zero it would decide the
// branch gcc's program takes otherwise (in any environment with a variable, environ[0] is not
// null and the error is reached): the program is refused, naming the object
extern void reach_error(void);
int f(void) { return 0; }
extern char **environ;
int main(void) {
  if (environ && environ[0])
    reach_error();
  return f();
}
