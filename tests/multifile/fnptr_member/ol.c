#include "ops.h"
static int run_one(struct ops *o) { return o->n; }
struct ops dflt = { 1, run_one };
int twice(struct ops o) { return 2 * o.run(&o); }
