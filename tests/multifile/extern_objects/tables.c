int limit = 3;
int table[4] = { 1, 2, 3, 4 };
void set_limit(int v) { limit = v; }
