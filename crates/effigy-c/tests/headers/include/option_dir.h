#define FROM_DIR 1
