struct list { struct node *head; int size; };
void push(struct list *l, int v);
int first(struct list *l);
