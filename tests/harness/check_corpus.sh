#!/usr/bin/env bash
# Checks the corpus against gcc: every `// run: inputs=... outcome=...` line of every
# tests/corpus/*.c must be what the program compiled by gcc (with harness.c) does, under -m32
# and, unless the file says `// data-model: ILP32`, under -m64 too.
set -uo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0
for prog in tests/corpus/*.c; do
  models="-m32 -m64"
  grep -q '^// data-model: ILP32' "$prog" && models="-m32"
  for m in $models; do
    exe="$tmp/$(basename "$prog" .c)$m"
    if ! gcc $m -std=gnu99 -w -O0 -fno-strict-aliasing -fwrapv -fno-builtin -finstrument-functions \
        -Dmain=__effigy_main "$prog" -x c tests/harness/harness.c -o "$exe" 2>"$tmp/err"; then
      echo "FAIL $prog ($m): does not compile"; cat "$tmp/err"; failed=$((failed+1)); continue
    fi
    while IFS= read -r line; do
      spec=${line#// run: inputs=}
      inputs=${spec%% outcome=*}
      want=${spec#* outcome=}
      got=$(echo "${inputs//,/ }" | timeout 10 "$exe" | sed -n 's/^effigy-outcome: //p')
      if [ "$got" == "$want" ]; then passed=$((passed+1)); else
        echo "FAIL $prog ($m) inputs=$inputs: expected '$want', gcc says '$got'"; failed=$((failed+1)); fi
    done < <(grep '^// run: ' "$prog")
  done
done
echo "corpus: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
