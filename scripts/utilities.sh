#!/usr/bin/env bash
# Measures effigy on the small utilities of tests/utilities (and the examples wc, rpn, decode):
# per program, `effigy verify` with its `// verify:` line (the verdict, whether gcc's program
# confirmed it, and the wall time to it: the time to the first bug), then `effigy testgen` with
# its `// testgen:` line, whose figure is gcov's branch coverage of gcc's build run on the tests.
#
# Usage: scripts/utilities.sh [--timeout S] [--out FILE.tsv] [PROGRAM.c ...]
#        (default: every tests/utilities/*.c, 60 s per run)
# Writes one TSV row per program (program, verdict, confirmed, verify seconds, gcov branches
# taken, gcov branches, percent, testgen seconds, tests, crash tests, search end) and prints a
# Markdown table.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
effigy="${EFFIGY:-$root/target/release/effigy}"
timeout=60
out=""
programs=()
while [ $# -gt 0 ]; do
    case "$1" in
    --timeout) timeout=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) programs+=("$1"); shift ;;
    esac
done
[ ${#programs[@]} -eq 0 ] && programs=("$root"/tests/utilities/*.c)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tsv="$work/results.tsv"
printf 'program\tverdict\tconfirmed\tverify_s\ttaken\tbranches\tpercent\ttestgen_s\ttests\tcrash_tests\tsearch\n' >"$tsv"
for f in "${programs[@]}"; do
    f=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
    dir=$(dirname "$f")
    name=$(basename "$f")
    verify=$(grep -m1 '^// verify: ' "$f" | sed 's|^// verify: ||; s| =>.*||')
    testgen=$(grep -m1 '^// testgen: ' "$f" | sed 's|^// testgen: ||')
    if [ -z "$verify" ] || [ -z "$testgen" ]; then
        echo "$name: no // verify: or // testgen: line" >&2
        continue
    fi
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    (cd "$dir" && timeout $((timeout * 2 + 30)) "$effigy" verify $verify --timeout "$timeout") >"$work/verify.out" 2>&1
    end=$(date +%s.%N)
    verdict=$(grep -m1 '^Verification result: ' "$work/verify.out" | sed 's/^Verification result: //; s/ .*//')
    confirmed=$(grep -q 'confirmed by execution' "$work/verify.out" && echo yes || echo no)
    verify_s=$(echo "$end - $start" | bc)
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    (cd "$dir" && timeout $((timeout * 2 + 120)) "$effigy" testgen "$name" $testgen --output "$work/out" --timeout "$timeout") \
        >"$work/testgen.out" 2>&1
    end=$(date +%s.%N)
    testgen_s=$(echo "$end - $start" | bc)
    gcov=$(grep -m1 '^Branch coverage (gcc --coverage, gcov): ' "$work/testgen.out" | sed 's/^[^:]*: //')
    taken=$(echo "$gcov" | sed -n 's|^\([0-9]*\)/\([0-9]*\).*|\1|p')
    branches=$(echo "$gcov" | sed -n 's|^\([0-9]*\)/\([0-9]*\).*|\2|p')
    percent=$(echo "$gcov" | sed -n 's|^[0-9]*/[0-9]* (\([0-9.]*\)%).*|\1|p')
    tests=$(grep -m1 '^Tests written: ' "$work/testgen.out" | sed 's/^Tests written: \([0-9]*\).*/\1/')
    crashes=$(grep -c "gcc's program reports" "$work/testgen.out")
    search=$(grep -m1 -E '^Search (complete|stopped)' "$work/testgen.out" | sed 's/^Search //')
    printf '%s\t%s\t%s\t%.2f\t%s\t%s\t%s\t%.1f\t%s\t%s\t%s\n' "$name" "${verdict:-none}" "$confirmed" "$verify_s" "${taken:-?}" \
        "${branches:-?}" "${percent:-?}" "$testgen_s" "${tests:-0}" "$crashes" "${search:-?}" >>"$tsv"
    tail -1 "$tsv" >&2
done
[ -n "$out" ] && cp "$tsv" "$out"
echo "| program | verify | confirmed | time to the bug | testgen: gcov branches | tests (crashes) | search |"
echo "|---|---|---|---|---|---|---|"
tail -n +2 "$tsv" | while IFS=$'\t' read -r p v c vs t b pc ts n cr s; do
    echo "| $p | $v | $c | $vs s | $t/$b ($pc %) | $n ($cr) | $s |"
done
tail -n +2 "$tsv" | awk -F'\t' '$7 != "?" { n++; if ($7 >= 90) ok++ } END { printf "%d of %d programs at 90 %% of the branches or more\n", ok, n }'
