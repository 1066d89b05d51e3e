struct buf;
typedef struct buf buf_t;
struct buf { val_t v; };
void bump_wide(void);
