#define FORCED 100
