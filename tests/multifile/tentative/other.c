int shared;
int other(void) { return 0; }
