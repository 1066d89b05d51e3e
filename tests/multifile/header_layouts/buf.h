struct buf { val_t v; };
void bump_wide(void);
