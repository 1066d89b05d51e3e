int f(void) { return 2; }
