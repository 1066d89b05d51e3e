extern int shared;
int other(void) { shared = 2; return shared; }
