struct ops { int n; int (*run)(struct ops *); };
extern struct ops dflt;
int twice(struct ops o);
