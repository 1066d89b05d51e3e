static int count = 10;
static int bump(void) { return count += 5; }
int other(void) { return bump(); }
