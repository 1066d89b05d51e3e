// warning: type defaults to 'int'
// at: 3:1
static count;
int main(void) { return count; }
