// a function defined in another file: with that file the program is safe; without it, the error needs what the missing function returns, which is no FALSE
// verify: main.c helper.c => TRUE
// verify: main.c => UNKNOWN which no file of the program defines
// why: helper(3) is 6, never 7; without helper.c, gcc's program links only with a stub, and the verdict names the function no file defines
extern void reach_error(void);
int helper(int);
int main(void) {
  if (helper(3) == 7) reach_error();
  return 0;
}
