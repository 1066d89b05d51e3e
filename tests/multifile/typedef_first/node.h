typedef struct node node_t;
struct node { int v; node_t *next; };
int sum(node_t *n);
