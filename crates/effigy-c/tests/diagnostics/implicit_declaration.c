// warning: implicit declaration of function 'helper'
// at: 3:25
int main(void) { return helper(3); }
