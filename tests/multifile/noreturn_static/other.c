static int fail(void) { return 1; }
int check(void) { return fail(); }
