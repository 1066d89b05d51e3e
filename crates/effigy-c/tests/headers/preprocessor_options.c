/* Needs -I include (for option_dir.h), -D VALUE=... and --include include/forced.h. */
#include "option_dir.h"

int main(void) {
  return FROM_DIR + VALUE + FORCED;
}
