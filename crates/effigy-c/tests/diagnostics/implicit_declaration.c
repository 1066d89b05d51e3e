// error: call to undeclared function 'helper'
// at: 3:25
int main(void) { return helper(3); }
