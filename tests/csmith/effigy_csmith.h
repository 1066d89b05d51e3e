/* Forced include (`effigy --include`, `gcc -include`) for Csmith programs checked by effigy
 * (scripts/csmith.sh). It includes Csmith's runtime first, so that the program's own
 * `#include "csmith.h"` is then empty, and replaces the checksum printed by
 * `platform_main_end(crc, flag)`:
 *   - with -DEFFIGY_CSMITH_EXPECTED=V (gcc's checksum): `if (crc != V) reach_error();` — the
 *     program is correct (unreach-call holds) exactly when it computes gcc's checksum;
 *   - without it: `main` returns the checksum (as an int), so that `effigy run` shows the
 *     value the interpreter computed. */
#include "csmith.h"

void reach_error(void);

#ifdef EFFIGY_CSMITH_EXPECTED
#define platform_main_end(crc, flag) \
  do { \
    if ((uint32_t)(crc) != (uint32_t)(EFFIGY_CSMITH_EXPECTED)) reach_error(); \
  } while (0)
#else
#define platform_main_end(crc, flag) return (int)(uint32_t)(crc)
#endif
