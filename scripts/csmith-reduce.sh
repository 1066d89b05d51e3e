#!/usr/bin/env bash
# Reduces, with C-Reduce, a Csmith program on which `effigy run` and gcc disagree (as kept by
# scripts/csmith.sh in target/csmith-failures/csmith-SEED.c).
#
# Usage: scripts/csmith-reduce.sh FILE.c [--lp64]      writes FILE.reduced.c
#
# A variant is interesting when gcc's build (checked by -fsanitize=undefined,address and
# -Werror=uninitialized, so that the reduction does not wander into undefined behaviour) prints
# a checksum and `effigy run` accepts the program but ends otherwise than by returning that
# checksum. Needs creduce (apt-get install creduce). $EFFIGY overrides target/release/effigy.

set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
file=$(realpath "$1")
m=-m32; dm=ILP32
[ "${2:-}" = --lp64 ] && { m=-m64; dm=LP64; }
command -v creduce >/dev/null || { echo "csmith-reduce.sh: creduce is not installed (apt-get install creduce)" >&2; exit 2; }
inc=""
for d in /usr/include/csmith /usr/include/csmith-* /usr/local/include/csmith /usr/local/include/csmith-*; do
    if [ -f "$d/csmith.h" ]; then inc=$d; break; fi
done
[ -n "$inc" ] || { echo "csmith-reduce.sh: Csmith's runtime headers are not installed (apt-get install libcsmith-dev)" >&2; exit 2; }
effigy="${EFFIGY:-$root/target/release/effigy}"
hooks="$root/tests/csmith/effigy_csmith.h"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
name=$(basename "$file")
cp "$file" "$work/$name"
cat > "$work/interesting.sh" <<EOF
#!/usr/bin/env bash
gcc $m -O2 -w -Werror=uninitialized -Werror=maybe-uninitialized -I$inc -c $name -o /dev/null 2>/dev/null || exit 1
gcc $m -O0 -w -fsanitize=undefined,address -fno-sanitize-recover=all -I$inc $name -o p 2>/dev/null || exit 1
out=\$(timeout 10 ./p 2>/dev/null) || exit 1
sum=\$(printf '%s\n' "\$out" | sed -n 's/^checksum = \([0-9A-Fa-f]*\)\$/\1/p')
[ -n "\$sum" ] || exit 1
exp=\$(( 16#\$sum )); (( exp >= 2147483648 )) && exp=\$(( exp - 4294967296 ))
res=\$(timeout 60 $effigy run --data-model $dm -I $inc --include $hooks $name 2>&1); code=\$?
[ \$code = 2 ] && exit 1
o=\$(printf '%s\n' "\$res" | sed -n 's/^outcome: //p' | tail -1)
[[ "\$o" == stopped:* ]] && exit 1
[ "\$o" != "return \$exp" ]
EOF
chmod +x "$work/interesting.sh"
(cd "$work" && ./interesting.sh) || { echo "csmith-reduce.sh: $file does not show the disagreement" >&2; exit 1; }
(cd "$work" && creduce --n 1 ./interesting.sh "$name")
cp "$work/$name" "${file%.c}.reduced.c"
echo "reduced: ${file%.c}.reduced.c"
