#!/usr/bin/env bash
# Scaling series of the symbolic step and the engines' states: CPU time (user + sys) and peak
# resident memory as the work doubles, median of --runs runs (default 3).
#
#   scripts/scaling.sh [--runs K] [--series NAME,...] [EFFIGY]
#
# Series (each program generated here; sizes in the table):
#   loop      `for (i = 0; i < N; i++) s += i;` then a check, tree exploration, N = 10^4..10^6,
#             beside the concrete interpreter (`effigy run`) on the same program;
#   reads     N straight-line `__VERIFIER_nondet_int()` reads, then one check over two of them;
#   assumes   N reads each followed by `__VERIFIER_assume(xK > K)`;
#   pending   `while (nondet) x = n;`: tree exploration stopped after N steps (`--max-steps`),
#             one pending state per iteration: the bytes a pending state costs;
#   reached   CEGAR on an array filled by a loop of nondet reads, stopped after N abstract
#             states (`--max-expansions`): the bytes a reached state costs.
# Budgets are steps and states, never wall-clock time, so the work measured is the same on
# every run. Output: one line per (series, N): median seconds, median peak MiB.
set -euo pipefail

runs=3
series="loop,reads,assumes,pending,reached"
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --series) series="$2"; shift 2 ;;
        -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
        *) break ;;
    esac
done
root="$(cd "$(dirname "$0")/.." && pwd)"
effigy="${1:-$root/target/release/effigy}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# median of the runs of one command: "seconds MiB"
measure() {
    local i
    : > "$work/samples"
    for ((i = 0; i < runs; i++)); do
        # A non-zero exit is the verdict's code (10 FALSE, 20 UNKNOWN), not a failure.
        /usr/bin/time -f "%U %S %M" -o "$work/t" "$@" > /dev/null 2>&1 || true
        read -r u s m < <(tail -1 "$work/t")
        echo "$(echo "$u + $s" | bc -l) $m" >> "$work/samples"
    done
    local t m
    t=$(cut -d' ' -f1 "$work/samples" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
    m=$(cut -d' ' -f2 "$work/samples" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
    printf '%.2f s  %d MiB' "$t" $(( m / 1024 ))
}

header='extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);'

row() { printf '%-9s %-12s %s\n' "$1" "$2" "$3"; }

for s in ${series//,/ }; do
    case "$s" in
    loop)
        for n in 10000 100000 1000000; do
            f="$work/loop$n.c"
            printf '%s\nint main(void) {\n  long long s = 0;\n  for (int i = 0; i < %d; i++) s += i;\n  if (s != %dLL * (%d - 1) / 2) reach_error();\n  return 0;\n}\n' \
                "$header" "$n" "$n" "$n" > "$f"
            row loop "$n" "symex $(measure "$effigy" verify --engine symex "$f")   interpreter $(measure "$effigy" run "$f")"
        done ;;
    reads|assumes)
        for n in 1000 2000 4000 8000; do
            f="$work/$s$n.c"
            {
                echo "$header"
                echo "int main(void) {"
                for ((k = 0; k < n; k++)); do
                    echo "  int x$k = __VERIFIER_nondet_int();"
                    [ "$s" = assumes ] && echo "  __VERIFIER_assume(x$k > $k);"
                done
                echo "  if (x0 + x$((n - 1)) == 3) reach_error();"
                echo "  return 0;"
                echo "}"
            } > "$f"
            row "$s" "$n" "symex $(measure "$effigy" verify --engine symex "$f")"
        done ;;
    pending)
        f="$work/pending.c"
        printf '%s\nint main(void) {\n  int n = __VERIFIER_nondet_int(), x = 0;\n  while (__VERIFIER_nondet_int()) x = n;\n  if (x != 0 && x != n) reach_error();\n  return 0;\n}\n' "$header" > "$f"
        for n in 250000 500000 1000000 2000000; do
            row pending "$n steps" "symex $(measure "$effigy" verify --engine symex --max-steps "$n" --memory-limit 20000 "$f")"
        done ;;
    reached)
        f="$work/reached.c"
        printf '%s\nint a[1000000];\nint main(void) {\n  for (int i = 0; i < 1000000; i++) a[i] = __VERIFIER_nondet_int();\n  for (int i = 0; i < 1000000; i++) if (a[i] != a[i]) reach_error();\n  return 0;\n}\n' "$header" > "$f"
        for n in 50000 100000 200000 400000; do
            row reached "$n states" "cegar $(measure "$effigy" verify --engine cegar --max-expansions "$n" --memory-limit 20000 "$f")"
        done ;;
    *) echo "unknown series: $s" >&2; exit 2 ;;
    esac
done
